// Battles of one section (epic-ancients-rules.txt, "Battle"): declaring one ordered unit's
// battle (click the attacker, then the target, on the board or here) with the dice the referee
// will roll, and the battle's choices (retreat path, evade, advance, bonus combat, a leader's
// escape) for the seat that owns the unit. The referee scores every die (engine/battle/).
import type { Section } from '../../../engine/board/hex.js';
import type { GameCommand } from '../../../engine/commands.js';
import { battleDiceFromView } from '../../../engine/legal.js';
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
  const declarable = opts.list.filter((o) => o.command.type === 'DeclareBattle' && o.command.section === section);
  const attackers = [...new Set(declarable.map((o) => (o.command as { attackerId: string }).attackerId))];
  const targets = [...new Set(declarable.filter((o) => o.allowed && (o.command as { attackerId: string }).attackerId === interaction.attacker).map((o) => (o.command as { targetId: string }).targetId))];
  const command: GameCommand | null = interaction.attacker && interaction.target ? { type: 'DeclareBattle', section, attackerId: interaction.attacker, targetId: interaction.target } : null;
  const choice = command ? choiceOf(command, opts.check(command)) : { allowed: [], reason: { code: 'battle/choose', message: 'Choose one of your ordered units, then an enemy unit to battle.' } };
  const dice = command ? battleDiceFromView(view, command) : null;
  return (
    <div className="controls">
      <p className="prompt">Declare battles one at a time: click one of your ordered units, then an enemy unit in range and sight. The referee counts the dice, rolls and scores them.</p>
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
      {dice && <span className="dice-count" data-testid={`dice-${section}`}>{diceText(dice.dice)}{dice.closeCombat ? ' in close combat' : ' at range'} ({dice.notes.join('; ')})</span>}{' '}
      <Action choice={choice} onClick={() => command && send(command, `Declare battle ${command.type === 'DeclareBattle' ? `${command.attackerId} on ${command.targetId}` : ''}`)} testId={`declare-${section}`}>
        Declare battle
      </Action>
    </div>
  );
}

const CHOICE_TYPES = new Set(['ChooseRetreat', 'ChooseEvade', 'ChooseMomentum', 'ChooseBonusCombat', 'ChooseLeaderEscape']);

function choiceLabel(view: ClientView, c: GameCommand): string {
  switch (c.type) {
    case 'ChooseRetreat':
      return c.path.length ? `Retreat to ${formatPath(c.path)}` : 'Stay (cannot retreat)';
    case 'ChooseEvade':
      return c.evade ? `Evade to ${formatPath(c.path ?? [])}` : 'Stand and fight';
    case 'ChooseMomentum':
      return c.advance ? 'Advance into the hex' : 'Do not advance';
    case 'ChooseBonusCombat':
      return c.targetId ? `Bonus close combat against ${unitText(view, c.targetId)}` : 'No bonus close combat';
    case 'ChooseLeaderEscape':
      return `Leader escapes to ${formatPath(c.path)}`;
    default:
      return c.type;
  }
}

/** The last roll of a section's battle, die by die with the rule that scored it, and the
 *  choices the battle waits for that this seat may answer. */
export function BattleChoices({ view, section, opts, send }: Props) {
  const battle = view.turnState.battles[section];
  if (!battle) return null;
  const mine = opts.list.filter((o) => o.allowed && CHOICE_TYPES.has(o.command.type) && (o.command as { section: Section }).section === section);
  return (
    <fieldset className="report" data-testid={`battle-${section}`}>
      <legend>Battle</legend>
      <p>
        {unitText(view, battle.attackerId)} attacks {unitText(view, battle.targetId)}, {diceText(battle.dice)}{battle.closeCombat ? ', close combat' : ', at range'}.
        {battle.firstStrike ? ` First Strike: ${diceText(battle.firstStrike.dice)} first.` : ''}
      </p>
      {battle.faces.length > 0 && (
        <p>
          {ROLLER[battle.roller]}: <DieFaces faces={battle.faces} testId={`faces-${section}`} />
        </p>
      )}
      {battle.awaiting && mine.length === 0 && <p className="prompt">Waiting for the owning Field General to choose.</p>}
      {mine.map((o, i) => (
        <Action key={i} choice={{ allowed: [o.command], reason: null }} onClick={() => send(o.command, choiceLabel(view, o.command))} testId={`choice-${section}-${i}`}>
          {choiceLabel(view, o.command)}
        </Action>
      ))}
    </fieldset>
  );
}
