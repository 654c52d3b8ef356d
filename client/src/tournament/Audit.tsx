// The audit trail (organizer and referee): every change, who made it, when, and why.
import { useEffect, useState } from 'react';
import { tournamentApi, TournamentError } from './api.js';
import { Refusal } from './run.js';

export function Audit({ id, token, version }: { id: string; token: string | null; version: number }) {
  const [rows, setRows] = useState<{ seq: number; at: string; actor: string; kind: string; reason: string | null }[]>([]);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  useEffect(() => {
    tournamentApi.audit(id, token).then((a) => setRows(a.actions), (e: TournamentError) => setError({ code: e.code, message: e.message }));
  }, [id, token, version]);
  return (
    <section className="panel" aria-labelledby="audit-h">
      <h2 id="audit-h">Audit trail</h2>
      <Refusal error={error} />
      <table className="t-table" data-testid="audit">
        <thead><tr><th>#</th><th>When</th><th>Who</th><th>What</th><th>Why</th></tr></thead>
        <tbody>{rows.map((r) => <tr key={r.seq}><td>{r.seq}</td><td>{r.at}</td><td>{r.actor}</td><td>{r.kind}</td><td>{r.reason}</td></tr>)}</tbody>
      </table>
    </section>
  );
}
