// What one viewer saw at one step of the timeline, read-only: the hand(s) his view shows,
// the plays of the turn, the orders given, and the command that made the step.
import { SECTIONS, type ArmyId, type Section } from '../../../engine/board/hex.js';
import type { GameCommand } from '../../../engine/commands.js';
import type { ClientView } from '../game/view.js';
import { cardOf } from '../game/cards.js';
import { ORDER_SOURCES, SECTION_NAMES, seatName } from '../game/labels.js';
import { PlaysList } from '../panels/PlaysList.js';
import { HandList } from './RefereeHands.js';

/** A command in words: "Issue Field Card: Order Three Units Left to Left", "End Orders: Left". */
export function describeCommand(c: GameCommand): string {
  const name = c.type.replace(/([a-z])([A-Z])/g, '$1 $2');
  const parts: string[] = [];
  const any = c as Record<string, unknown>;
  if (typeof any.cardId === 'string') parts.push(cardOf(any.cardId).name);
  const words = (x: unknown) => SECTION_NAMES[x as Section] ?? String(x);
  if (Array.isArray(any.sections) && any.sections.length) parts.push(`to ${(any.sections as unknown[]).map(words).join(', ')}`);
  if (typeof any.section === 'string') parts.push(words(any.section));
  if (typeof any.unitId === 'string') parts.push(any.unitId);
  if (typeof any.attackerId === 'string') parts.push(`${any.attackerId} → ${String(any.targetId)}`);
  if ('visit' in any) parts.push(any.visit ? `visiting the ${words(any.visit)} Field General` : 'visiting no one');
  return parts.length ? `${name}: ${parts.join(' ')}` : name;
}

export function StepSummary({ view }: { view: ClientView }) {
  const ts = view.turnState;
  const orders = Object.entries(ts.orders);
  const who = view.viewer.kind === 'seat' ? seatName(view.viewer.seatId, view) : view.viewer.kind === 'referee' ? 'the referee' : 'a spectator';
  return (
    <section className="panel step-summary" aria-labelledby="step-sum-h">
      <h2 id="step-sum-h">As {who} saw it</h2>
      {view.referee ? (
        (['south', 'north'] as ArmyId[]).map((a) => (
          <div key={a}>
            <h3>{view.armies[a].name}&apos;s hand ({view.referee!.hands[a].length})</h3>
            <HandList cards={view.referee!.hands[a]} testId={`timeline-hand-${a}`} />
          </div>
        ))
      ) : view.hand ? (
        <>
          <h3>Hand ({view.hand.length})</h3>
          <HandList cards={view.hand} testId="timeline-hand" />
        </>
      ) : (
        <p className="small" data-testid="timeline-no-hand">
          No hand in this view: {view.armies.south.name} holds {view.armies.south.handSize}, {view.armies.north.name} {view.armies.north.handSize}.
        </p>
      )}
      <PlaysList view={view} title="Plays this turn" />
      {orders.length > 0 && (
        <div>
          <h3>Orders</h3>
          <ul className="small">
            {SECTIONS.map((s) => {
              const units = orders.filter(([, o]) => o.section === s).map(([id, o]) => `${id}${o.source === 'field-card' ? '' : ` (${ORDER_SOURCES[o.source]?.tag ?? o.source})`}`);
              return units.length ? <li key={s}>{SECTION_NAMES[s]}: {units.join(', ')}</li> : null;
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
