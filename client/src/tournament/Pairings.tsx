// The published pairings, round by round, each match linked to its report; the organizer pairs
// the next round (or re-pairs the last one, or pairs the bracket) from here.
import { useState } from 'react';
import { tournamentApi } from './api.js';
import { nameOf, pageUrl } from './names.js';
import { localTime } from './time.js';
import { DeadlineFields, emptyDeadline, RoundDeadline } from './Deadlines.js';
import { Refusal, useRun } from './run.js';
import type { Tournament } from './types.js';

function OrganizerPairing({ t, token, reload }: { t: Tournament; token: string | null; reload: () => void }) {
  const { busy, run, error } = useRun(reload);
  const [ignoreDisputes, setIgnoreDisputes] = useState(false);
  // The round's deadline, given with the pairing (optional: it may be set later).
  const [deadline, setDeadline] = useState(emptyDeadline);
  const withDeadline = deadline.date ? { deadline } : {};
  const next = t.rounds.length + 1;
  const swissDone = t.rounds.length >= t.swissRounds;
  return (
    <div className="organizer-bar">
      {!swissDone && (
        <button type="button" className="primary" disabled={busy} onClick={() => void run(() => tournamentApi.pairRound(t.id, token, { ignoreDisputes, ...withDeadline })).then((done) => done && setDeadline(emptyDeadline()))}>
          Pair round {next}
        </button>
      )}
      {t.rounds.length > 0 && !t.bracket && (
        <button type="button" disabled={busy} onClick={() => {
          const reason = window.prompt(`Re-pair round ${t.rounds.length}? Its games so far are voided. Say why.`);
          if (reason !== null) void run(() => tournamentApi.pairRound(t.id, token, { round: t.rounds.length, ignoreDisputes, reason, ...withDeadline }));
        }}>
          Re-pair round {t.rounds.length}
        </button>
      )}
      {swissDone && (
        <button type="button" className="primary" disabled={busy} onClick={() => void run(() => tournamentApi.pairBracket(t.id, token, ignoreDisputes))}>
          Pair the bracket
        </button>
      )}
      {!swissDone && <DeadlineFields value={deadline} onChange={setDeadline} />}
      <label className="inline"><input type="checkbox" checked={ignoreDisputes} onChange={(e) => setIgnoreDisputes(e.target.checked)} /> pair although disputes are open</label>
      <Refusal error={error} />
    </div>
  );
}

export function Pairings({ t, token, reload }: { t: Tournament; token: string | null; reload: () => void }) {
  const me = t.you?.entrantId ?? null;
  const matchOf = (id: string | null) => t.matches.find((m) => m.id === id);
  return (
    <section className="panel" aria-labelledby="pairings-h">
      <h2 id="pairings-h">Pairings</h2>
      <p className="small">{t.swissRounds} Swiss rounds for {t.entrants.length} entrants (OT2022). Each match is two games, sides swapped.</p>
      {t.you?.role === 'organizer' && <OrganizerPairing t={t} token={token} reload={reload} />}
      {t.rounds.length === 0 && <p>No round is paired yet.</p>}
      {[...t.rounds].reverse().map((r) => (
        <div key={r.number} data-testid={`round-${r.number}`}>
          <h3>Round {r.number} <a className="small" href={`/api/tournaments/${t.id}/pairings?round=${r.number}&format=csv`}>CSV</a> <a className="small" href={`/api/tournaments/${t.id}/pairings?round=${r.number}`}>JSON</a></h3>
          <RoundDeadline t={t} round={r.number} />
          <table className="t-table">
            <thead><tr><th>Table</th><th>Player A</th><th>Player B</th><th>Points</th><th></th></tr></thead>
            <tbody>
              {r.pairings.map((p) => {
                const m = matchOf(p.matchId);
                const mine = me !== null && (p.a === me || p.b === me);
                return (
                  <tr key={p.table} className={mine ? 'me' : undefined} data-match={p.matchId ?? 'bye'}>
                    <td>{p.table}</td>
                    <td>{nameOf(t, p.a)}</td>
                    <td>{p.b === null ? <em>bye (3 points)</em> : nameOf(t, p.b)}</td>
                    <td>{m?.points ? `${m.points[p.a]} – ${m.points[p.b!]}` : m ? `${m.games.filter((g) => g.result).length}/2 games in` : ''}{p.matchId && t.schedules?.[p.matchId]?.agreed && <span className="small"> · plays {localTime(t.schedules[p.matchId]!.agreed!.time)}</span>}</td>
                    <td>{p.matchId && <a href={pageUrl(t.id, token, { match: p.matchId })}>{mine ? 'My match: games and report' : 'Match report'}</a>}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
