// Every tournament on this referee (`/?tournaments`), newest first: its name, where it stands
// (registration, a Swiss round, the bracket, finished), how many entrants, and its public page.
import { useEffect, useState } from 'react';
import { tournamentApi, TournamentError } from './api.js';
import { pageUrl } from './names.js';
import { Refusal } from './run.js';
import type { TournamentListEntry } from './types.js';

const PHASE: Record<TournamentListEntry['phase'], string> = {
  setup: 'Setting up',
  registration: 'Registration open',
  swiss: 'Swiss rounds',
  'swiss-complete': 'Swiss rounds complete',
  bracket: 'Top 8 bracket',
  finished: 'Finished',
};

function roundText(t: TournamentListEntry): string {
  if (t.bracket) return t.bracket;
  return t.round === 0 ? 'not paired yet' : `round ${t.round} of ${t.swissRounds}`;
}

export function TournamentListPage() {
  const [list, setList] = useState<TournamentListEntry[] | null>(null);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  useEffect(() => {
    tournamentApi.list().then((r) => setList(r.tournaments), (e: TournamentError) => setError({ code: e.code, message: e.message }));
  }, []);
  return (
    <main className="start tournament">
      <h1>Tournaments</h1>
      <p><a href="/">Start page</a> · <a href="/?tournament=new">Run a new tournament</a></p>
      <Refusal error={error} />
      {list === null && !error && <p>Loading…</p>}
      {list?.length === 0 && <p data-testid="no-tournaments">No tournament yet.</p>}
      {list !== null && list.length > 0 && (
        <table className="t-table" data-testid="tournament-list">
          <thead><tr><th>Name</th><th>Status</th><th>Round</th><th>Entrants</th><th>Page</th></tr></thead>
          <tbody>
            {list.map((t) => (
              <tr key={t.id} data-tournament={t.id}>
                <td><a href={pageUrl(t.id, null)}>{t.name}</a></td>
                <td>{PHASE[t.phase]}</td>
                <td>{roundText(t)}</td>
                <td>{t.activeEntrants === t.entrants ? t.entrants : `${t.activeEntrants} of ${t.entrants} (${t.entrants - t.activeEntrants} dropped)`}</td>
                <td><a href={pageUrl(t.id, null)} aria-label={`Open ${t.name}`}>{t.url}</a></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
