// Battles of one section (epic-ancients-rules.txt, "Battle"): declaring one ordered unit's
// battle (click the attacker, then the target, on the board or here) with the dice the referee
// will roll, and the battle's choices (retreat path, evade, advance, bonus combat, a leader's
// escape) for the seat that owns the unit. The referee scores every die (engine/battle/).
import type { GameCommand } from '../../../engine/commands.js';
import { battleDiceFromView } from '../../../engine/legal.js';
import { diceText } from '../../../engine/narrate.js';
import { blocksText, unitName } from '../game/labels.js';
import { choiceOf } from '../game/options.js';
import { unitById } from '../game/seat.js';
import type { ClientView } from '../game/view.js';
import { Action } from './Action.js';
import type { SectionProps } from './section-props.js';

type Props = SectionProps;

export function unitText(view: ClientView, id: string | null): string {
  const u = unitById(view, id);
  return u ? `${u.id} ${unitName(u.type)} (${blocksText(u.blocks)})` : '—';
}


export function DeclareForm({ view, section, opts, interaction, setInteraction, send }: Props) {
  const declarable = opts.list.filter((o) => o.command.type === 'DeclareBattle' && o.command.section === section);
  const attackerOf = (o: (typeof declarable)[number]) => (o.command as { attackerId: string }).attackerId;
  // Only units that may battle now are offered; the others are named with the rule that stops them.
  const attackers = [...new Set(declarable.filter((o) => o.allowed).map(attackerOf))];
  const idle = [...new Set(declarable.map(attackerOf))].filter((id) => !attackers.includes(id)).map((id) => ({ id, why: declarable.find((o) => attackerOf(o) === id)?.rejection?.message ?? '' }));
  // A pick the battle has overtaken (the attacker eliminated, the target gone) is dropped.
  const attacker = interaction.attacker && attackers.includes(interaction.attacker) ? interaction.attacker : null;
  const targets = [...new Set(declarable.filter((o) => o.allowed && attackerOf(o) === attacker).map((o) => (o.command as { targetId: string }).targetId))];
  const target = attacker && interaction.target && view.units.some((u) => u.id === interaction.target && !u.eliminated) ? interaction.target : null;
  const command: GameCommand | null = attacker && target ? { type: 'DeclareBattle', section, attackerId: attacker, targetId: target } : null;
  const choice = command ? choiceOf(command, opts.check(command)) : { allowed: [], reason: { code: 'battle/choose', message: 'Choose one of your ordered units, then an enemy unit to battle.' } };
  const dice = command ? battleDiceFromView(view, command) : null;
  return (
    <div className="controls">
      <p className="prompt">Declare battles one at a time: click one of your ordered units, then an enemy unit in range and sight. The referee counts the dice, rolls and scores them.</p>
      <label>
        Attacker{' '}
        <select value={attacker ?? ''} data-testid={`attacker-${section}`} onChange={(e) => setInteraction({ ...interaction, attacker: e.target.value || null, target: null })}>
          <option value="">—</option>
          {attackers.map((id) => (
            <option key={id} value={id}>{unitText(view, id)}</option>
          ))}
        </select>
      </label>{' '}
      <label>
        Target{' '}
        <select value={target ?? ''} data-testid={`target-${section}`} onChange={(e) => setInteraction({ ...interaction, target: e.target.value || null })}>
          <option value="">—</option>
          {(target && !targets.includes(target) ? [...targets, target] : targets).map((id) => (
            <option key={id} value={id}>{unitText(view, id)}</option>
          ))}
        </select>
      </label>{' '}
      {dice && <span className="dice-count" data-testid={`dice-${section}`}>{diceText(dice.dice)}{dice.closeCombat ? ' in close combat' : ' at range'} ({dice.notes.join('; ')})</span>}{' '}
      <Action choice={choice} onClick={() => command && send(command, `Declare battle ${command.type === 'DeclareBattle' ? `${command.attackerId} on ${command.targetId}` : ''}`)} testId={`declare-${section}`}>
        Declare battle
      </Action>
      {idle.length > 0 && (
        <ul className="small idle-attackers" data-testid={`idle-attackers-${section}`}>
          {idle.map((x) => (
            <li key={x.id}>{unitText(view, x.id)} may not battle now: {x.why}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

