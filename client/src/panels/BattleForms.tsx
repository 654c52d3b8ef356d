// Battles of one section (epic-ancients-rules.txt, "Battle"): declaring one ordered unit's
// battle (click the attacker, then the target, on the board or here), and reporting the
// outcome of each roll: blocks lost, the retreat hex by hex on the board, battle back.
// Hit tables are not enforced (docs/rules-decisions.md, "Battles"): the Field General reads
// the dice and reports; the log keeps both.
import { useState } from 'react';
import type { GameCommand } from '../../../engine/commands.js';
import { diceText } from '../../../engine/narrate.js';
import { formatPath } from '../game/interaction.js';
import { blocksText, unitName } from '../game/labels.js';
import { choiceOf } from '../game/options.js';
import { unitById } from '../game/seat.js';
import type { ClientView } from '../game/view.js';
import { Action } from './Action.js';
import { DieFaces } from './DieFaces.js';
import type { SectionProps } from './section-props.js';

type Props = SectionProps;

export function unitText(view: ClientView, id: string | null): string {
  const u = unitById(view, id);
  return u ? `${u.id} ${unitName(u.type)} (${blocksText(u.blocks)})` : '—';
}

const ROLLER: Record<string, string> = { attacker: "The attacker's roll", 'first-strike': 'First Strike: the defender rolls first', 'battle-back': 'The defender battles back' };

export function DeclareForm({ view, section, opts, interaction, setInteraction, send }: Props) {
  const [dice, setDice] = useState(2);
  const declarable = opts.list.filter((o) => o.command.type === 'DeclareBattle' && o.command.section === section);
  const attackers = [...new Set(declarable.map((o) => (o.command as { attackerId: string }).attackerId))];
  const targets = [...new Set(declarable.filter((o) => o.allowed && (o.command as { attackerId: string }).attackerId === interaction.attacker).map((o) => (o.command as { targetId: string }).targetId))];
  const command: GameCommand | null = interaction.attacker && interaction.target ? { type: 'DeclareBattle', section, attackerId: interaction.attacker, targetId: interaction.target, dice } : null;
  const choice = command ? choiceOf(command, opts.check(command)) : { allowed: [], reason: { code: 'battle/choose', message: 'Choose one of your ordered units, then an enemy unit to battle.' } };
  return (
    <div className="controls">
      <p className="prompt">Declare battles one at a time: click one of your ordered units, then an enemy unit.</p>
      <label>
        Attacker{' '}
        <select value={interaction.attacker ?? ''} data-testid={`attacker-${section}`} onChange={(e) => setInteraction({ ...interaction, attacker: e.target.value || null, target: null })}>
          <option value="">—</option>
          {attackers.map((id) => (
            <option key={id} value={id}>{unitText(view, id)}</option>
          ))}
        </select>
      </label>{' '}
      <label>
        Target{' '}
        <select value={interaction.target ?? ''} data-testid={`target-${section}`} onChange={(e) => setInteraction({ ...interaction, target: e.target.value || null })}>
          <option value="">—</option>
          {(interaction.target && !targets.includes(interaction.target) ? [...targets, interaction.target] : targets).map((id) => (
            <option key={id} value={id}>{unitText(view, id)}</option>
          ))}
        </select>
      </label>{' '}
      <label>
        Dice <input type="number" min={1} max={12} value={dice} data-testid={`dice-${section}`} onChange={(e) => setDice(Math.max(1, Math.floor(Number(e.target.value)) || 1))} />
      </label>{' '}
      <Action choice={choice} onClick={() => command && send(command, `Declare battle ${command.type === 'DeclareBattle' ? `${command.attackerId} on ${command.targetId}` : ''}`)} testId={`declare-${section}`}>
        Declare battle
      </Action>
    </div>
  );
}

export function ReportForm({ view, section, opts, interaction, setInteraction, send }: Props) {
  const battle = view.turnState.battles[section]!;
  const hitId = battle.roller === 'attacker' ? battle.targetId : battle.attackerId;
  const [blocks, setBlocks] = useState(0);
  const [battleBack, setBattleBack] = useState('');
  const [leadersHit, setLeadersHit] = useState<string[]>([]);
  const retreat = interaction.pathFor === 'battle-retreat' && interaction.selected === hitId ? interaction.path : [];
  const hit = unitById(view, hitId);
  // A leader with the unit may be hit too (base-game leader casualty checks): his block is lost.
  const leaders = hit ? view.units.filter((u) => u.type === 'leader' && !u.eliminated && u.army === hit.army && u.hex.col === hit.hex.col && u.hex.row === hit.hex.row) : [];
  const command: GameCommand = {
    type: 'ReportBattleOutcome',
    section,
    casualties: [
      ...(blocks > 0 || retreat.length > 0 ? [{ unitId: hitId, blocksLost: blocks, ...(retreat.length ? { retreat } : {}) }] : []),
      ...leaders.filter((l) => leadersHit.includes(l.id)).map((l) => ({ unitId: l.id, blocksLost: l.blocks })),
    ],
    ...(battleBack !== '' ? { battleBackDice: Number(battleBack) } : {}),
  };
  return (
    <fieldset className="report" data-testid={`report-${section}`}>
      <legend>Battle outcome</legend>
      <p>
        {unitText(view, battle.attackerId)} attacks {unitText(view, battle.targetId)}, {diceText(battle.dice)}{battle.closeCombat ? ', close combat' : ', at range'}.
        {battle.firstStrike ? ` First Strike played: ${battle.firstStrike.dice} + 2 dice.` : ''}
      </p>
      <p>
        {ROLLER[battle.roller]}: <DieFaces faces={battle.faces} testId={`faces-${section}`} />
      </p>
      <p>This roll hits <strong>{unitText(view, hitId)}</strong>.</p>
      <label>
        Blocks lost (one a die at most) <input type="number" min={0} max={Math.min(hit?.blocks ?? 6, battle.faces.length)} value={blocks} data-testid={`blocks-${section}`} onChange={(e) => setBlocks(Math.max(0, Math.floor(Number(e.target.value)) || 0))} />
      </label>
      {leaders.map((l) => (
        <label key={l.id} className="leader-hit">
          <input type="checkbox" checked={leadersHit.includes(l.id)} onChange={(e) => setLeadersHit(e.target.checked ? [...leadersHit, l.id] : leadersHit.filter((x) => x !== l.id))} /> Leader {l.id} with it is hit (eliminated)
        </label>
      ))}
      <p>
        Retreat: {retreat.length ? formatPath([hit!.hex, ...retreat]) : 'none'}{' '}
        <button type="button" onClick={() => setInteraction({ ...interaction, selected: hitId, pathFor: 'battle-retreat', path: [] })}>
          {interaction.pathFor === 'battle-retreat' ? 'Restart retreat' : 'Retreat: pick hexes on the board'}
        </button>
      </p>
      {battle.roller === 'attacker' && battle.closeCombat && (
        <label>
          Battle back dice <input type="number" min={1} max={12} value={battleBack} placeholder="none" data-testid={`battle-back-${section}`} onChange={(e) => setBattleBack(e.target.value)} />
        </label>
      )}
      <Action choice={choiceOf(command, opts.check(command))} onClick={() => {
        send(command, 'Report battle outcome');
        setInteraction({ ...interaction, pathFor: null, path: [] });
      }} testId={`report-button-${section}`}>
        Report outcome
      </Action>
    </fieldset>
  );
}
