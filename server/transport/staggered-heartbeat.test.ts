import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientsCutOffSoFar, startStaggeredHeartbeat, type PingedSocket } from './staggered-heartbeat.js';

class FakeSocket implements PingedSocket {
  readyState = 1;
  pingCount = 0;
  pings = 0;
  terminated = false;
  answers = true;
  ping(): void {
    this.pings++;
    if (this.answers) this.pingCount = 0; // the transport's pong handler
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
}

describe('staggered heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Runs one 3 s interval tick by tick: the most pings any tick sent. */
  function mostPingsInATick(sockets: FakeSocket[], ticks: number): number {
    let most = 0;
    for (let t = 0; t < ticks; t++) {
      const before = sockets.reduce((n, s) => n + s.pings, 0);
      vi.advanceTimersByTime(3000 / ticks);
      most = Math.max(most, sockets.reduce((n, s) => n + s.pings, 0) - before);
    }
    return most;
  }

  it('pings every client once per interval, a slice per tick, never all in one tick', () => {
    const sockets = Array.from({ length: 3000 }, () => new FakeSocket());
    const timer = startStaggeredHeartbeat(() => sockets, 3000, 2, 30);
    expect(mostPingsInATick(sockets, 30)).toBe(100);
    expect(sockets.every((s) => s.pings === 1)).toBe(true);
    clearInterval(timer);
  });

  it('by default pings 6,000 clients at most 20 a tick, every 10 ms, each once in 3 s', () => {
    const sockets = Array.from({ length: 6000 }, () => new FakeSocket());
    const timer = startStaggeredHeartbeat(() => sockets, 3000, 2);
    expect(mostPingsInATick(sockets, 300)).toBe(20);
    expect(sockets.every((s) => s.pings === 1)).toBe(true);
    clearInterval(timer);
  });

  it('cuts off a client that missed two pongs in a row, and keeps one that answers', () => {
    const alive = new FakeSocket();
    const dead = new FakeSocket();
    dead.answers = false;
    const cutOffBefore = clientsCutOffSoFar();
    const timer = startStaggeredHeartbeat(() => [alive, dead], 3000, 2, 30);
    vi.advanceTimersByTime(3000 * 3);
    expect(dead.terminated).toBe(true);
    expect(clientsCutOffSoFar() - cutOffBefore).toBe(1); // counted once (GET /metrics)
    expect(dead.pings).toBe(2);
    expect(alive.terminated).toBe(false);
    expect(alive.pings).toBeGreaterThanOrEqual(3);
    clearInterval(timer);
  });

  it('pings a few clients once an interval, not once a round of as many ticks as clients', () => {
    const sockets = Array.from({ length: 8 }, () => new FakeSocket());
    const timer = startStaggeredHeartbeat(() => sockets, 3000, 2);
    vi.advanceTimersByTime(3000 * 4);
    for (const s of sockets) expect(s.pings).toBe(4);
    clearInterval(timer);
  });

  it('takes in clients that joined since the last round, and skips closed ones', () => {
    const sockets = [new FakeSocket()];
    const timer = startStaggeredHeartbeat(() => sockets, 300, 2, 3);
    vi.advanceTimersByTime(300);
    const late = new FakeSocket();
    const closed = new FakeSocket();
    closed.readyState = 3;
    sockets.push(late, closed);
    vi.advanceTimersByTime(600);
    expect(late.pings).toBeGreaterThan(0);
    expect(closed.pings).toBe(0);
    clearInterval(timer);
  });
});
