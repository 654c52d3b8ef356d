// Times on the tournament pages: every instant shown in the viewer's own time zone (the
// browser's), with the zone named, and a deadline's time left. Pure but for the zone and
// locale the browser gives, so the tests pass them in.

export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "Tue 8 Dec 2026, 20:00" in `zone`. */
export function localTime(iso: string, zone: string = viewerZone()): string {
  // Assembled from the parts, so that every browser writes it the same way.
  const f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const p = Object.fromEntries(f.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`;
}

/** "6 days 4 hours left", "3 hours 5 minutes left", or "passed 2 hours ago". */
export function timeLeft(iso: string, now: number): string {
  const ms = Date.parse(iso) - now;
  const abs = Math.abs(ms);
  const d = Math.floor(abs / 86_400_000);
  const h = Math.floor((abs % 86_400_000) / 3_600_000);
  const m = Math.floor((abs % 3_600_000) / 60_000);
  const unit = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  const span = d > 0 ? `${unit(d, 'day')} ${unit(h, 'hour')}` : h > 0 ? `${unit(h, 'hour')} ${unit(m, 'minute')}` : unit(m, 'minute');
  return ms > 0 ? `${span} left` : `passed ${span} ago`;
}

/** The value of a `datetime-local` input (the viewer's wall time) as an ISO instant. */
export function fromLocalInput(value: string): string | null {
  const t = new Date(value);
  return value && !Number.isNaN(t.getTime()) ? t.toISOString() : null;
}
