// The seat's drop policy (reconnect-policy.ts): the SDK's quick tries are bounded, and a drop not
// mended (a try failed, or the grace time passed) gives the old room up once; a mended one does not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Room } from '@colyseus/sdk';
import { RECONNECT_BASE_DELAY_MS, RECONNECT_GRACE_MS, RECONNECT_MAX_DELAY_MS, RECONNECT_TRIES, watchDrops } from '../../client/src/game/reconnect-policy.js';

/** The parts of an SDK room the policy uses, with its events fired by hand. */
function fakeRoom() {
  const handlers: Record<'drop' | 'reconnect' | 'leave' | 'error', (() => void)[]> = { drop: [], reconnect: [], leave: [], error: [] };
  const room = {
    /** retryCount: as the SDK counts its tries (up by one as each is planned). */
    reconnection: { enabled: true, maxRetries: 15, delay: 100, maxDelay: 5000, retryCount: 0 },
    onDrop: (f: () => void) => void handlers.drop.push(f),
    onError: (f: () => void) => void handlers.error.push(f),
    onReconnect: (f: () => void) => void handlers.reconnect.push(f),
    onLeave: (f: () => void) => void handlers.leave.push(f),
  };
  const fire = (what: keyof typeof handlers) => handlers[what].forEach((f) => f());
  return { room, fire, asRoom: room as unknown as Room };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('watchDrops', () => {
  it('bounds the SDK tries, and gives a drop up once when it is not mended within the grace time', () => {
    vi.useFakeTimers();
    const { room, fire, asRoom } = fakeRoom();
    const giveUp = vi.fn();
    watchDrops(asRoom, giveUp);
    expect([room.reconnection.maxRetries, room.reconnection.delay, room.reconnection.maxDelay]).toEqual([RECONNECT_TRIES, RECONNECT_BASE_DELAY_MS, RECONNECT_MAX_DELAY_MS]);
    fire('drop');
    fire('error'); // what the dropped socket itself reports is not a failed try
    vi.advanceTimersByTime(RECONNECT_GRACE_MS - 1);
    expect(giveUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // a try that neither connected nor failed
    expect(giveUp).toHaveBeenCalledTimes(1);
    expect([room.reconnection.enabled, room.reconnection.maxRetries]).toEqual([false, 0]);
    fire('drop');
    vi.advanceTimersByTime(RECONNECT_GRACE_MS * 2);
    expect(giveUp).toHaveBeenCalledTimes(1);
  });

  it('keeps the room when the SDK mends the drop in time, and watches the next drop afresh', () => {
    vi.useFakeTimers();
    const { fire, asRoom } = fakeRoom();
    const giveUp = vi.fn();
    watchDrops(asRoom, giveUp);
    fire('drop');
    vi.advanceTimersByTime(RECONNECT_GRACE_MS / 2);
    fire('reconnect');
    vi.advanceTimersByTime(RECONNECT_GRACE_MS * 2);
    expect(giveUp).not.toHaveBeenCalled();
    fire('drop');
    vi.advanceTimersByTime(RECONNECT_GRACE_MS);
    expect(giveUp).toHaveBeenCalledTimes(1);
  });

  it('gives up at once when a try of the SDK fails: an error (Node), or one more drop (a browser)', () => {
    vi.useFakeTimers();
    for (const failure of ['error', 'drop'] as const) {
      const { room, fire, asRoom } = fakeRoom();
      const giveUp = vi.fn();
      watchDrops(asRoom, giveUp);
      fire('drop');
      room.reconnection.retryCount = 1; // the SDK plans its first try right after the drop
      vi.advanceTimersByTime(200);
      fire(failure);
      expect(giveUp).toHaveBeenCalledTimes(1);
      expect([room.reconnection.enabled, room.reconnection.maxRetries]).toEqual([false, 0]);
      vi.advanceTimersByTime(RECONNECT_GRACE_MS * 2);
      fire(failure);
      expect(giveUp).toHaveBeenCalledTimes(1);
    }
  });

  it('does not count an error while connected, nor one after the drop was mended', () => {
    vi.useFakeTimers();
    const { room, fire, asRoom } = fakeRoom();
    const giveUp = vi.fn();
    watchDrops(asRoom, giveUp);
    room.reconnection.retryCount = 1;
    fire('error'); // e.g. a server error message on a living connection
    fire('drop');
    fire('reconnect');
    fire('error');
    vi.advanceTimersByTime(RECONNECT_GRACE_MS * 2);
    expect(giveUp).not.toHaveBeenCalled();
  });
});
