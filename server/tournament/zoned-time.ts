// A round deadline as the organizer gives it — a date, a time and an IANA time zone — turned
// into the instant it names, with the platform's own time-zone data (Intl). A wall time that a
// clock change skips (e.g. 02:30 on a spring-forward night) names no instant and is refused; one
// that a clock change repeats names the earlier of its two instants (docs/tournament-format.md,
// "Round deadlines").
import { fail, ok, type Outcome } from '../../engine/tournament/index.js';

/** True for a time zone the platform knows ("Europe/Paris", "America/New_York", "UTC"). */
export function knownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const parts = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The wall time in `zone` at `instant`, as "YYYY-MM-DDTHH:MM". */
export function wallTime(instant: number, zone: string): string {
  const p = Object.fromEntries(parts(zone).formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The zone's offset from UTC at `instant`, in ms. */
function offsetAt(instant: number, zone: string): number {
  const p = Object.fromEntries(parts(zone).formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(instant / 1000) * 1000;
}

/** The instant of `date` ("YYYY-MM-DD") at `time` ("HH:MM") in `zone`. */
export function zonedInstant(date: string, time: string, zone: string): Outcome<number> {
  if (!knownTimeZone(zone)) return fail('deadline/bad_zone', `"${zone}" is not a time zone this server knows; give an IANA name such as Europe/Paris, America/New_York or UTC.`);
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return fail('deadline/bad_time', 'Give the date as YYYY-MM-DD and the time as HH:MM (24-hour clock).');
  const [y, mo, da, h, mi] = [...d.slice(1), ...t.slice(1)].map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, da, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== da || h > 23 || mi > 59) return fail('deadline/bad_time', `${date} ${time} is not a date and time of the calendar.`);
  // The instants this wall time may name: with the zone's offset just before and just after.
  const candidates = [...new Set([offsetAt(asUtc - 86_400_000, zone), offsetAt(asUtc, zone), offsetAt(asUtc + 86_400_000, zone)])]
    .map((off) => asUtc - off)
    .filter((instant) => wallTime(instant, zone) === `${date}T${time}`)
    .sort((a, b) => a - b);
  if (candidates.length === 0) return fail('deadline/time_skipped', `${date} ${time} does not exist in ${zone}: the clocks skip it (a change to summer time). Give another time.`);
  return ok(candidates[0]!);
}
