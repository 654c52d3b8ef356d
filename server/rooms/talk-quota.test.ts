import { describe, expect, it } from 'vitest';
import { TalkQuota } from './talk-quota.js';

describe('the talk quota', () => {
  it('lets a seat say its quota in a minute, refuses the next, and frees up as the minute passes', () => {
    const q = new TalkQuota(3);
    expect(q.take('south:oc', 0).ok).toBe(true);
    expect(q.take('south:oc', 10_000).ok).toBe(true);
    expect(q.take('south:oc', 20_000).ok).toBe(true);
    expect(q.take('south:oc', 30_000)).toEqual({ ok: false, waitMs: 30_000 });
    // Another seat has its own quota.
    expect(q.take('north:oc', 30_000).ok).toBe(true);
    // A minute after the first message, one more is allowed.
    expect(q.take('south:oc', 60_000).ok).toBe(true);
    expect(q.take('south:oc', 60_001).ok).toBe(false);
  });
});

describe('a talk quota made again from the log', () => {
  it('counts what each seat said in the last minute before the room was made', () => {
    const quota = TalkQuota.from([{ seat: 'a', at: 1000 }, { seat: 'a', at: 2000 }, { seat: 'b', at: 2000 }, { seat: 'a', at: -70_000 }], 2);
    expect(quota.take('a', 3000)).toMatchObject({ ok: false });
    expect(quota.take('b', 3000)).toEqual({ ok: true });
    expect(quota.take('a', 61_500)).toEqual({ ok: true });
  });
});
