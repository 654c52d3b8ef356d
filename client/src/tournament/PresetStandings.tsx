// A preset tournament's standings, with the columns its text ranks by (ASO 2008: points, the
// round of the first loss and first draw, opponents' rating; Urban War: tournament points and
// opponents' points; V:TES: game wins, victory points, tournament points), and V:TES's final.
import type { Tournament } from './types.js';
import { VtesFinalForm } from './VtesFinalForm.js';

const COLUMNS: Record<string, [string, string][]> = {
  aso2008: [['rating', 'Rating'], ['points', 'Points'], ['wins', 'W'], ['draws', 'D'], ['losses', 'L'], ['firstLossRound', 'First loss'], ['firstDrawRound', 'First draw'], ['averageOpponentRating', 'Opp. rating']],
  'urban-war': [['faction', 'Faction'], ['points', 'Tournament points'], ['opponentsPoints', "Opponents' points"], ['games', 'Games'], ['byes', 'Byes']],
  vtes: [['gameWins', 'GW'], ['victoryPoints', 'VP'], ['tournamentPoints', 'TP'], ['games', 'Games'], ['sitOuts', 'Sat out']],
};

const cell = (v: unknown) => (v === null || v === undefined ? '–' : typeof v === 'number' ? String(Math.round(v * 100) / 100) : String(v));

export function PresetStandings({ t, token, reload }: { t: Tournament; token: string | null; reload: () => void }) {
  const p = t.preset!;
  const me = t.you?.entrantId ?? null;
  const base = `/api/tournaments/${t.id}`;
  const cols = COLUMNS[p.format] ?? [];
  const final = p.final && 'finalists' in p.final ? p.final : null;
  const name = (id: string) => t.entrants.find((e) => e.id === id)?.name ?? id;
  const official = t.you?.role === 'organizer' || t.you?.role === 'referee';
  return (
    <section className="panel" aria-labelledby="preset-standings-h">
      <h2 id="preset-standings-h">Standings after {p.standings.throughRound === 0 ? 'no round' : `round ${p.standings.throughRound}`}</h2>
      <p className="small">Export: <a href={`${base}/standings?format=csv`}>CSV</a> · <a href={`${base}/standings`}>JSON</a> · <a href={`${base}/event`}>event file</a></p>
      {p.standings.winners && p.standings.winners.length > 0 && <p data-testid="preset-winners">Leading (undefeated first, "the last undefeated person"): {p.standings.winners.map(name).join(', ')}</p>}
      <table className="t-table" data-testid="standings">
        <thead><tr><th>Rank</th><th>Name</th>{cols.map(([, h]) => <th key={h}>{h}</th>)}<th>Above next by</th></tr></thead>
        <tbody>
          {p.standings.standings.map((s) => (
            <tr key={s.id} className={s.id === me ? 'me' : undefined}>
              <td>{s.rank}</td>
              <td>{s.name}{s.dropped ? <span className="small"> (dropped)</span> : null}{s.retired ? <span className="small"> (retired)</span> : null}</td>
              {cols.map(([k]) => <td key={k}>{cell(s[k])}</td>)}
              <td className="small">{cell(s.separatedFromNextBy ?? '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {final && (
        <div data-testid="vtes-final">
          <h3>Final table of five ({final.timeLimitMinutes} minutes)</h3>
          <p>Finalists: {final.finalists.map(name).join(', ')}</p>
          {final.seating && <p>Seating (cards read left to right): {final.seating.map(name).join(' → ')}; first player {final.firstPlayer ? name(final.firstPlayer) : ''}</p>}
          {official && !final.result && t.phase !== 'swiss' && <VtesFinalForm t={t} token={token} reload={reload} finalists={final.finalists} seating={final.seating} />}
          {final.result && <p><strong>Winner: {name(final.result.winner)}</strong> ({final.result.decidedBy === 'victory-points' ? 'most victory points in the final' : 'tied on victory points; better preliminary rank'}); the other finalists tie for second.</p>}
        </div>
      )}
    </section>
  );
}
