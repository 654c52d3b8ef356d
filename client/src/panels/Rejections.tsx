// Every refusal from the referee, shown with its reason until dismissed or until the turn
// after the one it happened in (an old refusal would only mislead).
import { useRef } from 'react';
import type { Notice } from '../game/connection.js';

export function Rejections({ notices, dismiss, turn }: { notices: Notice[]; dismiss(id: number): void; turn?: number }) {
  const seenAt = useRef(new Map<number, number>());
  if (turn !== undefined) for (const n of notices) if (!seenAt.current.has(n.id)) seenAt.current.set(n.id, turn);
  const shown = turn === undefined ? notices : notices.filter((n) => (seenAt.current.get(n.id) ?? turn) >= turn);
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
