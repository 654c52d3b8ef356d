// Round deadlines on the pages: shown in the viewer's own time zone with the time left (and the
// zone the organizer gave it in), and the organizer's form to set or change one.
import { useState } from 'react';
import { tournamentApi } from './api.js';
import { Refusal, useRun } from './run.js';
import { localTime, timeLeft, viewerZone } from './time.js';
import type { Tournament } from './types.js';

export function RoundDeadline({ t, round }: { t: Tournament; round: number }) {
  const d = t.deadlines?.find((x) => x.round === round);
  if (!d) return null;
  const zone = viewerZone();
  return (
    <p className="small deadline" data-testid={`deadline-${round}`}>
      Round {round} deadline: <strong>{localTime(d.at, zone)}</strong> (your time, {zone}) · <span data-testid="time-left">{timeLeft(d.at, Date.now())}</span>
      {d.zone !== zone && <> · set as {d.wallTime.replace('T', ' ')} {d.zone}</>}
    </p>
  );
}

/** The fields of a deadline: a date, a time and a time zone (the organizer's own by default). */
export function DeadlineFields({ value, onChange }: { value: { date: string; time: string; zone: string }; onChange: (v: { date: string; time: string; zone: string }) => void }) {
  return (
    <>
      <label className="inline">Deadline <input type="date" aria-label="Deadline date" value={value.date} onChange={(e) => onChange({ ...value, date: e.target.value })} /></label>
      <input type="time" aria-label="Deadline time" value={value.time} onChange={(e) => onChange({ ...value, time: e.target.value })} />
      <input aria-label="Deadline time zone" size={18} value={value.zone} onChange={(e) => onChange({ ...value, zone: e.target.value })} />
    </>
  );
}

export function emptyDeadline() {
  return { date: '', time: '20:00', zone: viewerZone() };
}

export function DeadlineForm({ t, token, round, reload }: { t: Tournament; token: string | null; round: number; reload: () => void }) {
  const { busy, run, error } = useRun(reload);
  const had = t.deadlines?.some((d) => d.round === round);
  const [value, setValue] = useState(emptyDeadline);
  const [reason, setReason] = useState('');
  return (
    <form className="organizer-bar" onSubmit={(e) => { e.preventDefault(); void run(() => tournamentApi.setDeadline(t.id, token, round, value, reason)); }}>
      <DeadlineFields value={value} onChange={setValue} />
      {had && <input aria-label="Why the deadline changes" placeholder="why it changes (audit trail)" value={reason} onChange={(e) => setReason(e.target.value)} />}
      <button type="submit" disabled={busy}>{had ? `Change round ${round}'s deadline` : `Set round ${round}'s deadline`}</button>
      <Refusal error={error} />
    </form>
  );
}
