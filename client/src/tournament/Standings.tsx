// The published standings (OT2022: points, then Strength of Opposition), with the exports.
import type { Tournament } from './types.js';

const SEPARATION: Record<string, string> = { points: 'points', 'strength-of-opposition': 'SoO', 'head-to-head': 'head-to-head', 'seeded-random': 'seeded draw' };

export function Standings({ t }: { t: Tournament }) {
  const me = t.you?.entrantId ?? null;
  const base = `/api/tournaments/${t.id}`;
  return (
    <section className="panel" aria-labelledby="standings-h">
      <h2 id="standings-h">Standings after {t.rounds.length === 0 ? 'no round' : `round ${t.rounds.length}`}</h2>
      <p className="small">
        Export: <a href={`${base}/standings?format=csv`}>CSV</a> · <a href={`${base}/standings`}>JSON</a> · <a href={`${base}/report`}>forum report</a> · <a href={`${base}/event`}>event file</a>
      </p>
      <table className="t-table" data-testid="standings">
        <thead><tr><th>Rank</th><th>Name</th><th>Points</th><th>SoO</th><th>Matches</th><th>Byes</th><th>Above next by</th></tr></thead>
        <tbody>
          {t.standings.map((s) => (
            <tr key={s.id} className={s.id === me ? 'me' : undefined}>
              <td>{s.rank}</td>
              <td>{s.name}{s.dropped && <span className="small"> (dropped)</span>}</td>
              <td>{s.points}</td>
              <td>{s.strengthOfOpposition}</td>
              <td>{s.matches}</td>
              <td>{s.byes}</td>
              <td className="small">{s.separatedFromNextBy ? SEPARATION[s.separatedFromNextBy] : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
