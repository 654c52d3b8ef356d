// Whose turn and which step, whom the table waits for, and each army's banners, hand size
// and Command number.
import { SECTIONS } from '../../../engine/board/hex.js';
import type { ClientView } from '../game/view.js';
import { armyLabel, PHASE_NAMES, SECTION_NAMES, seatName, STEP_NAMES } from '../game/labels.js';
import { isConnected } from '../game/seat.js';

export function StatusPanel({ view }: { view: ClientView }) {
  const active = view.armies[view.activeArmy];
  const mySeat = view.me?.id;
  const showSteps = view.phase === 'orders' || view.phase === 'battle';
  const online = (id: string) => isConnected(view, id);
  return (
    <section className="panel status" aria-labelledby="status-h">
      <h2 id="status-h">Turn {view.turn}</h2>
      {view.winner ? (
        <p className="winner" data-testid="winner">{view.armies[view.winner].name} ({armyLabel(view.winner)}) has won.</p>
      ) : (
        <p data-testid="turn-line">
          <strong>{active.name}</strong> ({armyLabel(view.activeArmy)}) — {PHASE_NAMES[view.phase]}
        </p>
      )}
      {showSteps && (
        <ul className="steps">
          {SECTIONS.map((s) => (
            <li key={s} data-section-step={s}>
              {SECTION_NAMES[s]}: {view.sectionSteps[s] ? STEP_NAMES[view.sectionSteps[s]!] : '—'}
            </li>
          ))}
        </ul>
      )}
      {view.waitingFor.length > 0 && (
        <div className="waiting" data-testid="waiting">
          Waiting for:
          <ul>
            {view.waitingFor.map((w) => (
              <li key={`${w.seatId}-${w.role}-${w.for}`} className={w.seatId === mySeat ? 'me' : undefined}>
                {seatName(w.seatId, view, { me: mySeat, role: w.role })} {w.for}
                {w.seatId !== mySeat && !online(w.seatId) && <span className="offline" data-testid="waiting-offline"> (not connected)</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <table className="armies">
        <thead>
          <tr>
            <th scope="col">Army</th>
            <th scope="col">Banners</th>
            <th scope="col">Hand</th>
            <th scope="col">Command</th>
          </tr>
        </thead>
        <tbody>
          {(['south', 'north'] as const).map((a) => (
            <tr key={a} data-army={a}>
              <th scope="row"><span className={`swatch army-${a}`} aria-hidden="true" /> {view.armies[a].name}</th>
              <td data-testid={`banners-${a}`}>{view.armies[a].banners} / {view.armies[a].victoryBanners}</td>
              <td data-testid={`hand-size-${a}`}>{view.armies[a].handSize}</td>
              <td>{view.armies[a].commandNumber}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small">Deck {view.deckSize} cards, discards {view.discards.length}. Spectators: {view.spectators}.</p>
      <details>
        <summary>Seats ({view.seats.filter((s) => online(s.id)).length} of {view.seats.length} connected)</summary>
        <ul className="seats">
          {view.seats.map((s) => {
            const on = online(s.id);
            return (
              <li key={s.id} data-seat={s.id} className={on ? undefined : 'offline'}>
                <span className={on ? 'dot on' : 'dot off'} aria-hidden="true" /> {seatName(s, view)}
                {s.id === mySeat ? ' (you)' : ''}: {on ? 'connected' : 'not connected'}
              </li>
            );
          })}
        </ul>
      </details>
    </section>
  );
}
