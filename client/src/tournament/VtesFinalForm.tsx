// V:TES's final table for the officials: the seating as the finalists placed their cards
// (left to right, V:EKN 3.1.3), then the final's victory points (3.7.5). The referee decides
// who wins from them.
import { useState } from 'react';
import { tournamentApi } from './api.js';
import { Refusal, useRun } from './run.js';
import type { Tournament } from './types.js';

export function VtesFinalForm({ t, token, reload, finalists, seating }: { t: Tournament; token: string | null; reload: () => void; finalists: string[]; seating: string[] | null }) {
  const { busy, run, error } = useRun(reload);
  const [order, setOrder] = useState<string[]>(seating ?? finalists);
  const [vp, setVp] = useState<Record<string, string>>({});
  const name = (id: string) => t.entrants.find((e) => e.id === id)?.name ?? id;
  return (
    <form className="panel" data-testid="vtes-final-form" onSubmit={(e) => {
      e.preventDefault();
      void run(() => tournamentApi.presetFinal(t.id, token, { seating: order, ...(seating ? { vp: Object.fromEntries(order.map((id) => [id, Number(vp[id] ?? 0)])) } : {}) }));
    }}>
      <h3>{seating ? 'Final victory points' : 'Seat the final (cards left to right)'}</h3>
      {order.map((id, i) => (
        <label key={i} className="field">
          Seat {i + 1}{' '}
          {seating ? <>{name(id)} <input aria-label={`Final victory points of ${name(id)}`} type="number" min={0} step={0.5} size={3} value={vp[id] ?? '0'} onChange={(e) => setVp({ ...vp, [id]: e.target.value })} /></>
            : <select aria-label={`Final seat ${i + 1}`} value={id} onChange={(e) => setOrder(order.map((x, k) => (k === i ? e.target.value : x)))}>
                {finalists.map((f) => <option key={f} value={f}>{name(f)}</option>)}
              </select>}
        </label>
      ))}
      <button type="submit" disabled={busy}>{seating ? 'Enter final VP' : 'Seat the final'}</button>
      <Refusal error={error} />
    </form>
  );
}
