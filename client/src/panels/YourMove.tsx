// What the table waits for from this seat, at the top of its controls: readable at a glance
// when the side column is long (four roles on one seat), and announced to screen readers.
import { roleName } from '../game/labels.js';
import type { ClientView } from '../game/view.js';

export function YourMove({ view }: { view: ClientView }) {
  const me = view.me?.id;
  if (!me || view.winner) return null;
  const mine = view.waitingFor.filter((w) => w.seatId === me);
  return (
    <div className={`your-move${mine.length ? ' now' : ''}`} role="status" aria-live="polite" data-testid="your-move">
      {mine.length === 0 ? (
        <span className="small">Nothing waits for you now{view.waitingFor[0] ? `: waiting for ${view.waitingFor.map((w) => `${w.seatId} (${roleName(w.role)})`).filter((x, i, a) => a.indexOf(x) === i).join(', ')}` : ''}.</span>
      ) : (
        <>
          <strong>Your move:</strong>{' '}
          {mine.map((w) => `${roleName(w.role)} ${w.for}`).join('; ')}.
        </>
      )}
    </div>
  );
}
