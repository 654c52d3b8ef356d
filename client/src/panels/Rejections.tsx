// Every refusal from the referee, shown with its reason until dismissed.
import type { Notice } from '../game/connection.js';

export function Rejections({ notices, dismiss }: { notices: Notice[]; dismiss(id: number): void }) {
  if (notices.length === 0) return null;
  return (
    <div className="rejections" role="alert" data-testid="rejections">
      {notices.map((n) => (
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
