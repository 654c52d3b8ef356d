// The officials' deadline queue: each round's deadline (the organizer sets or changes it), and
// after it the matches the deadline rule forfeits — applied by the referee in one action — and
// the matches waiting for his decision with the players' notes; every note to the referee.
import { tournamentApi } from './api.js';
import { DeadlineForm, RoundDeadline } from './Deadlines.js';
import { nameOf, pageUrl } from './names.js';
import { Refusal, useRun } from './run.js';
import { localTime } from './time.js';
import type { Tournament } from './types.js';

const SCORING: Record<Tournament['deadlineForfeit'], string> = {
  'both-forfeit': 'both players forfeit the games without a result (0 match points each)',
  'not-completed': 'the games without a result count as not completed (1 point each)',
};

export function RefereeQueue({ t, token, reload }: { t: Tournament; token: string | null; reload: () => void }) {
  const { busy, run, error } = useRun(reload);
  const match = (id: string) => t.matches.find((m) => m.id === id);
  const label = (id: string) => {
    const m = match(id);
    return m ? `${id}: ${nameOf(t, m.a)} v ${nameOf(t, m.b)}` : id;
  };
  return (
    <section className="panel" aria-labelledby="queue-h" data-testid="referee-queue">
      <h2 id="queue-h">Deadlines and notes</h2>
      <p className="small">OT2022: "if a deadline passes without communication to the referee from either player involved in a game, both players will be counted as having forfeited the game". Here: {SCORING[t.deadlineForfeit]}. Nothing is forfeited until you apply it.</p>
      {t.rounds.map((r) => {
        const q = t.deadlineQueue?.find((x) => x.round === r.number);
        return (
          <div key={r.number} data-testid={`queue-round-${r.number}`}>
            <h3>Round {r.number}</h3>
            <RoundDeadline t={t} round={r.number} />
            {t.you?.role === 'organizer' && <DeadlineForm t={t} token={token} round={r.number} reload={reload} />}
            {q && !q.passed && <p className="small">{q.open.length} match(es) still without a result.</p>}
            {q?.passed && (
              <>
                <p>Forfeited by the rule (no result, no word from either player): {q.forfeitable.length ? q.forfeitable.map(label).join('; ') : 'none'}</p>
                {q.forfeitable.length > 0 && (
                  <button type="button" className="primary" disabled={busy} onClick={() => void run(() => tournamentApi.forfeits(t.id, token, r.number))}>
                    Apply the deadline rule to {q.forfeitable.length} match{q.forfeitable.length === 1 ? '' : 'es'}
                  </button>
                )}
                {q.waiting.length > 0 && <p>Waiting for your decision:</p>}
                <ul>
                  {q.waiting.map((w) => (
                    <li key={w.matchId} data-testid="waiting-match">
                      <a href={pageUrl(t.id, token, { match: w.matchId })}>{label(w.matchId)}</a>
                      {w.reportPending && ' · a report waits for confirmation'}
                      {w.disputeOpen && ' · a dispute is open'}
                      {w.notes.map((n) => <div key={n.id} className="small">{n.id} from {nameOf(t, n.by)}, {localTime(n.at)}: {n.text}</div>)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        );
      })}
      <h3>All notes to the referee</h3>
      {(t.notes ?? []).length === 0 ? <p>None.</p> : (
        <ul data-testid="all-notes">{t.notes.map((n) => <li key={n.id}>{n.id} · {label(n.matchId)} · {nameOf(t, n.by)}, {localTime(n.at)}: {n.text}</li>)}</ul>
      )}
      <Refusal error={error} />
    </section>
  );
}
