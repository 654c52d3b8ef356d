// A Field General's units in his section, each with what he may do with it now: order it,
// retreat it or take its block for the Initiative roll, rally it. Buttons are keyboard
// reachable; each is enabled from the engine's options or shows why not.
import type { Section } from '../../../engine/board/hex.js';
import type { GameCommand } from '../../../engine/commands.js';
import { movesAfterFire } from '../game/board-clicks.js';
import type { Interaction } from '../game/interaction.js';
import type { SeatOptions } from '../game/options.js';
import { SECTION_NAMES, unitName } from '../game/labels.js';
import { isMyTurn, unitSections } from '../game/seat.js';
import type { ClientView } from '../game/view.js';
import { Action } from './Action.js';
import type { SectionProps } from './section-props.js';

type Props = SectionProps;

export function SectionUnits({ view, section, opts, interaction, setInteraction, send }: Props) {
  const army = view.me?.army;
  const ts = view.turnState;
  const step = view.sectionSteps[section];
  const ordering = isMyTurn(view) && step === 'ordering';
  const init = ts.initiative[section];
  const pending = init && !init.resolved ? init.outcome : null;
  const rally = ts.plays[0]?.kind === 'rally';
  // Rally with no leader on the battlefield orders 1 unit of choice instead (its card).
  const rallyOrders = rally && !view.units.some((l) => !l.eliminated && l.army === army && l.type === 'leader');
  const units = view.units.filter((u) => !u.eliminated && u.army === army && unitSections(u).includes(section));
  return (
    <div className="section-units">
      <h3>Your units in the {SECTION_NAMES[section]} section ({units.length})</h3>
      <ul className="units" data-testid={`units-${section}`}>
        {units.map((u) => {
          const order = ts.orders[u.id];
          const pick = (type: GameCommand['type']) => opts.pick((c) => c.type === type && 'unitId' in c && c.unitId === u.id && 'section' in c && c.section === section);
          const selected = interaction.selected === u.id;
          // The banner, the crossed swords and Rally act on units, never on a leader alone.
          const leader = u.type === 'leader';
          return (
            <li key={u.id} className={`unit-row${selected ? ' selected' : ''}${order ? ' ordered' : ''}`} data-unit-row={u.id}>
              <button type="button" className="linkish" onClick={() => setInteraction(pickFromList(view, section, u.id, interaction, opts))} aria-pressed={selected}>
                {u.id} {unitName(u.type)} <span className="small">({u.blocks}/{u.startingBlocks})</span>
              </button>
              {order && <span className="tag ordered-tag">ordered{order.section !== section ? ` by ${SECTION_NAMES[order.section]}` : ''}</span>}
              {ts.mayNotBattle.includes(u.id) && <span className="tag">may not battle</span>}
              {ordering && !order && !leader && pending === 'retreat' && (
                <Action choice={pick('ApplyInitiativeRetreat')} why="focus" onClick={() => {
                  const template = pick('ApplyInitiativeRetreat').allowed[0] as Extract<GameCommand, { type: 'ApplyInitiativeRetreat' }> | undefined;
                  setInteraction({ ...interaction, selected: u.id, pathFor: 'initiative-retreat', path: template?.path ?? [] });
                }} testId={`retreat-${u.id}`}>
                  Retreat…
                </Action>
              )}
              {ordering && !leader && pending === 'block-loss' && (
                <Action choice={pick('ApplyInitiativeBlockLoss')} why="focus" onClick={() => send({ type: 'ApplyInitiativeBlockLoss', section, unitId: u.id }, `Initiative block loss on ${u.id}`)} testId={`block-loss-${u.id}`}>
                  Lose 1 block
                </Action>
              )}
              {ordering && !leader && rally && u.blocks < u.startingBlocks && (
                <Action choice={pick('RallyUnit')} why="focus" onClick={() => send({ type: 'RallyUnit', section, unitId: u.id }, `Rally ${u.id}`)} testId={`rally-${u.id}`}>
                  Rally (+1 block)
                </Action>
              )}
              {ordering && !order && (!rally || rallyOrders) && pending !== 'retreat' && pending !== 'block-loss' && (
                <Action choice={pick('OrderUnit')} why="focus" onClick={() => send({ type: 'OrderUnit', section, unitId: u.id }, `Order ${u.id}`)} testId={`order-${u.id}`}>
                  Order
                </Action>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Choosing a unit in the list does what a click on it on the board would, short of sending a
 *  command: in the move step it becomes the unit to move, in the battle step the attacker. */
function pickFromList(view: ClientView, section: Section, id: string, i: Interaction, opts: SeatOptions): Interaction {
  const step = view.sectionSteps[section];
  const mine = isMyTurn(view) && view.turnState.orders[id]?.section === section;
  if (mine && step === 'moving') return { ...i, selected: id, path: [], pathFor: 'move' };
  if (mine && step === 'choosing') return { ...i, selected: id, attacker: id, target: null, path: [], pathFor: movesAfterFire(opts, id) ? 'move-after-fire' : null };
  return { ...i, selected: id };
}
