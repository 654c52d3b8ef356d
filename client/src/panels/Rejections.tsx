// Every refusal from the referee, shown with its reason until dismissed or until the seat's step
// changes (a refusal of the orders step would only mislead in the moves step).
import { useRef } from 'react';
import type { Notice } from '../game/connection.js';

/** `step`: the seat's step (turn, phase and its sections' steps); a refusal shows in the step it
 *  came in only. */
export function Rejections({ notices, dismiss, step }: { notices: Notice[]; dismiss(id: number): void; step?: string }) {
  const seenAt = useRef(new Map<number, string>());
  if (step !== undefined) for (const n of notices) if (!seenAt.current.has(n.id)) seenAt.current.set(n.id, step);
  const shown = step === undefined ? notices : notices.filter((n) => (seenAt.current.get(n.id) ?? step) === step);
  if (shown.length === 0) return null;
  return (
    <div className="rejections" role="alert" data-testid="rejections">
      {shown.map((n) => (
        <div key={n.id} className="rejection" data-code={n.code}>
          <div>
            <strong>Refused: {n.what}.</strong> {n.message} <code>{n.code}</code>
          </div>
          <button type="button" className="dismiss" onClick={() => dismiss(n.id)} aria-label={`Dismiss: ${n.message}`}>×</button>
        </div>
      ))}
    </div>
  );
}
