// What the table waits for from this seat, at the top of its controls: readable at a glance
// when the side column is long (four roles on one seat), and announced to screen readers.
import { listText, roleName, seatName } from '../game/labels.js';
import { isConnected } from '../game/seat.js';
import type { ClientView } from '../game/view.js';

export function YourMove({ view }: { view: ClientView }) {
  const me = view.me?.id;
  if (!me || view.winner) return null;
  const mine = view.waitingFor.filter((w) => w.seatId === me);
  const online = (id: string) => isConnected(view, id);
  const others = [...new Set(view.waitingFor.map((w) => `${seatName(w.seatId, view, { role: w.role })}${online(w.seatId) ? '' : ' (not connected)'}`))];
  return (
    <div className={`your-move${mine.length ? ' now' : ''}`} role="status" aria-live="polite" data-testid="your-move">
      {mine.length === 0 ? (
        <span className="small">Nothing waits for you now{others.length ? `: waiting for ${listText(others)}` : ''}.</span>
      ) : (
        <>
          <strong>Your move:</strong>{' '}
          {mine.map((w) => `${roleName(w.role)} ${w.for}`).join('; ')}.
        </>
      )}
    </div>
  );
}
