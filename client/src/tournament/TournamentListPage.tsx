// Every tournament on this referee (`/?tournaments`), newest first: its name, where it stands
// (registration, a Swiss round, the bracket, finished), how many entrants, and its public page;
// a page of PAGE_SIZE at a time, with Newer / Older (list-paging.ts).
import { useEffect, useState } from 'react';
import { tournamentApi, TournamentError } from './api.js';
import { pageNav, PAGE_SIZE, type PageAnswer } from './list-paging.js';
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
  const [page, setPage] = useState<PageAnswer | null>(null);
  const [offset, setOffset] = useState(0);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  useEffect(() => {
    tournamentApi.list(offset, PAGE_SIZE).then(
      (r) => {
        setList(r.tournaments);
        setPage({ total: r.total, offset: r.offset, next: r.next, shown: r.tournaments.length });
      },
      (e: TournamentError) => setError({ code: e.code, message: e.message }),
    );
  }, [offset]);
  const nav = page && page.total > 0 ? pageNav(page) : null;
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
      {nav && (
        <nav className="t-paging" aria-label="Pages of tournaments">
          <span data-testid="tournament-page">{nav.text}</span>{' '}
          <button type="button" disabled={nav.newer === null} onClick={() => nav.newer !== null && setOffset(nav.newer)}>Newer</button>{' '}
          <button type="button" disabled={nav.older === null} onClick={() => nav.older !== null && setOffset(nav.older)}>Older</button>
        </nav>
      )}
    </main>
  );
}
