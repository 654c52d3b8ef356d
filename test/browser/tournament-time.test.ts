// The tournament pages' times (client/src/tournament/time.ts): shown in the zone asked, and the time left.
import { describe, expect, it } from 'vitest';
import { localTime, timeLeft } from '../../client/src/tournament/time.js';

describe('tournament times', () => {
  it('shows an instant in the zone asked', () => {
    expect(localTime('2026-12-08T19:00:00.000Z', 'Europe/Paris')).toBe('Tue 8 Dec 2026, 20:00');
    expect(localTime('2026-12-08T19:00:00.000Z', 'Asia/Tokyo')).toBe('Wed 9 Dec 2026, 04:00');
  });

  it('says how long is left, or how long ago it passed', () => {
    const at = '2026-12-08T19:00:00.000Z';
    const t = Date.parse(at);
    expect(timeLeft(at, t - (6 * 24 + 4) * 3_600_000 - 59_000)).toBe('6 days 4 hours left');
    expect(timeLeft(at, t - 3 * 3_600_000 - 5 * 60_000)).toBe('3 hours 5 minutes left');
    expect(timeLeft(at, t - 60_000)).toBe('1 minute left');
    expect(timeLeft(at, t + 2 * 3_600_000)).toBe('passed 2 hours 0 minutes ago');
  });
});
