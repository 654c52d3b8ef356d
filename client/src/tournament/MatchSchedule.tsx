// A match's schedule on its page (OT2022, General rule 2: the players arrange their games): the
// agreed time in the viewer's zone with its calendar file, the open proposal (accepted by the
// other entrant with one click, or replaced by his own), the entrants' proposal form, the
// opponent's contact details, and a note to the referee ("my opponent does not answer").
import { useState } from 'react';
import { tournamentApi } from './api.js';
import { nameOf } from './names.js';
import { Refusal, useRun } from './run.js';
import { fromLocalInput, localTime, viewerZone } from './time.js';
import type { Match, Tournament } from './types.js';
import { RoundDeadline } from './Deadlines.js';

function ProposeForm({ t, token, m, run, busy }: { t: Tournament; token: string | null; m: Match; run: (w: () => Promise<unknown>) => Promise<boolean>; busy: boolean }) {
  const [times, setTimes] = useState<string[]>(['']);
  const iso = times.map(fromLocalInput).filter((x): x is string => x !== null);
  return (
    <form data-testid="propose-form" onSubmit={(e) => { e.preventDefault(); void run(async () => { await tournamentApi.propose(t.id, token, m.id, iso); setTimes(['']); }); }}>
      <p className="small">Propose one or more times to play (your time, {viewerZone()}); a new proposal replaces the open one.</p>
      {times.map((v, i) => (
        <input key={i} type="datetime-local" aria-label={`Proposed time ${i + 1}`} value={v} onChange={(e) => setTimes(times.map((x, j) => (j === i ? e.target.value : x)))} />
      ))}
      <button type="button" onClick={() => setTimes([...times, ''])}>Add another time</button>
      <button type="submit" className="primary" disabled={busy || iso.length === 0}>Propose {iso.length === 1 ? 'this time' : 'these times'}</button>
    </form>
  );
}

export function MatchSchedule({ t, token, m, reload }: { t: Tournament; token: string | null; m: Match; reload: () => void }) {
  const { busy, run, error } = useRun(reload);
  const [note, setNote] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const me = t.you?.role === 'entrant' ? t.you.entrantId : null;
  const player = me === m.a || me === m.b;
  const opponent = me === m.a ? m.b : m.a;
  const sch = t.schedules?.[m.id];
  const zone = viewerZone();
  const myNotes = (t.notes ?? []).filter((n) => n.matchId === m.id);
  return (
    <section className="panel" aria-labelledby="schedule-h" data-testid="match-schedule">
      <h3 id="schedule-h">When this match is played</h3>
      {m.round !== null && <RoundDeadline t={t} round={m.round} />}
      {sch?.agreed ? (
        <p data-testid="agreed-time">
          Agreed: <strong>{localTime(sch.agreed.time, zone)}</strong> (your time, {zone}) — proposed by {nameOf(t, sch.agreed.proposedBy)}, accepted by {nameOf(t, sch.agreed.acceptedBy)}
          {sch.calendar && <> · <a href={sch.calendar} download data-testid="calendar-link">Add to my calendar (.ics)</a></>}
        </p>
      ) : (
        <p data-testid="agreed-time">No time agreed yet{sch?.proposalOpen && !sch.proposal ? '; a proposal is open' : ''}.</p>
      )}
      {sch?.proposal && (
        <div data-testid="proposal">
          <p>{nameOf(t, sch.proposal.by)} proposes:</p>
          <ul>
            {sch.proposal.times.map((time) => (
              <li key={time}>
                {localTime(time, zone)}{' '}
                {player && sch.proposal!.by !== me && !m.complete && (
                  <button type="button" className="primary" disabled={busy} onClick={() => void run(() => tournamentApi.accept(t.id, token, m.id, time))}>Accept {localTime(time, zone)}</button>
                )}
              </li>
            ))}
          </ul>
          {sch.proposal.by === me && <p className="small">Waiting for {nameOf(t, opponent)} to accept one, or to propose others.</p>}
        </div>
      )}
      {player && !m.complete && <ProposeForm t={t} token={token} m={m} run={run} busy={busy} />}
      {player && t.contacts?.[opponent] && <p data-testid="opponent-contact">Contact {nameOf(t, opponent)}: {t.contacts[opponent]}</p>}
      {player && (
        <details>
          <summary>Write to the referee about this match</summary>
          <p className="small">For instance "my opponent does not answer". The referee reads it in his queue; a match with a note is not forfeited at the deadline without his decision.</p>
          <textarea aria-label="Note to the referee" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
          <button type="button" disabled={busy} onClick={() => void run(async () => { const r = await tournamentApi.note(t.id, token, m.id, note); setNote(''); setSent(r.noteId); })}>Send to the referee</button>
          {sent && <p className="small" data-testid="note-sent">Note {sent} sent.</p>}
          {myNotes.length > 0 && <ul data-testid="my-notes">{myNotes.map((n) => <li key={n.id}>{localTime(n.at, zone)}: {n.text}</li>)}</ul>}
        </details>
      )}
      <Refusal error={error} />
    </section>
  );
}
