import { describe, expect, it } from 'vitest';
import { knownTimeZone, wallTime, zonedInstant } from './zoned-time.js';

const at = (date: string, time: string, zone: string) => {
  const r = zonedInstant(date, time, zone);
  return r.ok ? new Date(r.value).toISOString() : r.rejection.code;
};

describe('a deadline given as date, time and time zone', () => {
  it('names the instant of that wall time in the zone', () => {
    expect(at('2026-12-01', '20:00', 'Europe/Paris')).toBe('2026-12-01T19:00:00.000Z');
    expect(at('2026-07-01', '20:00', 'Europe/Paris')).toBe('2026-07-01T18:00:00.000Z');
    expect(at('2026-12-01', '20:00', 'America/New_York')).toBe('2026-12-02T01:00:00.000Z');
    expect(at('2026-12-01', '23:59', 'UTC')).toBe('2026-12-01T23:59:00.000Z');
    expect(at('2026-12-01', '09:00', 'Asia/Kolkata')).toBe('2026-12-01T03:30:00.000Z');
  });

  it('refuses a wall time the clocks skip, and takes the earlier of a repeated one', () => {
    expect(at('2026-03-29', '02:30', 'Europe/Paris')).toBe('deadline/time_skipped');
    expect(at('2026-10-25', '02:30', 'Europe/Paris')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses unknown zones and malformed dates', () => {
    expect(at('2026-12-01', '20:00', 'Mars/Olympus')).toBe('deadline/bad_zone');
    expect(at('2026-12-01', '20:00', '')).toBe('deadline/bad_zone');
    expect(at('2026-02-30', '20:00', 'UTC')).toBe('deadline/bad_time');
    expect(at('2026-12-01', '24:00', 'UTC')).toBe('deadline/bad_time');
    expect(at('1.12.2026', '20:00', 'UTC')).toBe('deadline/bad_time');
    expect(knownTimeZone('Europe/London')).toBe(true);
  });

  it('gives the wall time back in any zone', () => {
    expect(wallTime(Date.UTC(2026, 11, 1, 19, 0), 'Europe/Paris')).toBe('2026-12-01T20:00');
    expect(wallTime(Date.UTC(2026, 11, 1, 19, 0), 'Asia/Tokyo')).toBe('2026-12-02T04:00');
  });
});
