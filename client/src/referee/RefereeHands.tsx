// The referee's live desk beside the table: both Overall Commanders' hands and the top of
// the deck (the referee's private part, engine/view.ts), the seed check and the log download.
import type { ArmyId } from '../../../engine/board/hex.js';
import type { CardView } from '../../../engine/view.js';
import type { GameConnection } from '../game/connection.js';
import type { ClientView } from '../game/view.js';
import { cardOf } from '../game/cards.js';
import { LogDownload } from './LogDownload.js';
import { SeedCheck } from './SeedCheck.js';

export function HandList({ cards, testId }: { cards: CardView[]; testId: string }) {
  return (
    <ul className="ref-hand" data-testid={testId}>
      {cards.length === 0 && <li className="small">No cards.</li>}
      {cards.map((c) => (
        <li key={c.id} data-card-id={c.id} className={`ref-card card-${c.cardClass}`} title={c.text}>
          {c.name}
        </li>
      ))}
    </ul>
  );
}

export function RefereeHands({ view }: { view: ClientView }) {
  const ref = view.referee;
  if (!ref) return null;
  return (
    <section className="panel referee-desk" aria-labelledby="ref-hands-h">
      <h2 id="ref-hands-h">All hands</h2>
      {(['south', 'north'] as ArmyId[]).map((a) => (
        <div key={a}>
          <h3>
            <span className={`swatch army-${a}`} aria-hidden="true" /> {view.armies[a].name} ({ref.hands[a].length})
          </h3>
          <HandList cards={ref.hands[a]} testId={`ref-hand-${a}`} />
        </div>
      ))}
      <p className="small">Deck: {ref.deck.length} cards; next: {ref.deck.slice(0, 3).map((id) => cardOf(id).name).join(', ') || 'none'}.</p>
    </section>
  );
}

/** The referee's side panels on the Table tab: the hands, the seed check, the log download. */
export function RefereeDesk({ view, conn }: { view: ClientView; conn: GameConnection }) {
  return (
    <>
      <RefereeHands view={view} />
      <SeedCheck ask={conn.ask} seedHash={conn.welcome?.seedHash ?? ''} receipt={conn.receipt} />
      <LogDownload ask={conn.ask} gameId={conn.welcome?.gameId ?? 'game'} />
    </>
  );
}
