// A process holds its judgement of the others' deaths for a while after its own Redis
// connection came back (a Redis restart drops every liveness subscription at once), and
// judges as before otherwise: at start, and long after a return.
import { EventEmitter } from 'node:events';
import type { Presence } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { ownerAlive, redisConnected, redisReturns, watchReconnects } from './cluster.js';
import { RedisReconnects, RESUBSCRIBE_GRACE_MS } from './redis-reconnects.js';

/** An ioredis connection as far as the tracker reads it. */
class FakeConnection extends EventEmitter {
  constructor(public status: string) {
    super();
  }
  comeBack(): void {
    this.status = 'ready';
    this.emit('ready');
  }
}

/** A presence with its two connections and no liveness subscriptions at all: every other
 *  process looks dead on Redis. */
function emptyPresence(pubStatus = 'ready', subStatus = 'ready') {
  const pub = new FakeConnection(pubStatus);
  const sub = new FakeConnection(subStatus);
  const presence = { pub, sub, channels: async () => [] as string[] } as unknown as Presence;
  return { presence, pub, sub };
}

describe("a process's judgement of the others after its Redis connection came back", () => {
  it('judges at once at start, holds for RESUBSCRIBE_GRACE_MS after a return, then judges again', async () => {
    let now = 1_000_000;
    const { presence, pub } = emptyPresence();
    watchReconnects(presence, new RedisReconnects(() => now));
    expect(await ownerAlive(presence, 'b:1')).toBe(false);
    expect(redisReturns(presence)).toBe(0);
    expect(redisReturns(emptyPresence().presence)).toBeNull(); // not watched
    pub.comeBack(); // Redis restarted: this connection is back, the others' subscriptions may not be
    expect(redisReturns(presence)).toBe(1);
    now += 100;
    expect(await ownerAlive(presence, 'b:1')).toBe(true);
    now += RESUBSCRIBE_GRACE_MS - 200;
    expect(await ownerAlive(presence, 'b:1')).toBe(true);
    now += 100;
    expect(await ownerAlive(presence, 'b:1')).toBe(false);
  });

  it("counts a connection's first connect as no return, and each later one, of either connection", () => {
    let now = 0;
    const tracker = new RedisReconnects(() => now);
    const sub = new FakeConnection('connecting');
    const pub = new FakeConnection('ready');
    tracker.watch(sub);
    tracker.watch(pub);
    sub.comeBack(); // its first connect, after the process started
    expect(tracker.mayJudgeOthersDead()).toBe(true);
    expect(tracker.returns).toBe(0);
    now = 60_000;
    sub.comeBack();
    expect(tracker.mayJudgeOthersDead()).toBe(false);
    now += RESUBSCRIBE_GRACE_MS;
    expect(tracker.mayJudgeOthersDead()).toBe(true);
    pub.comeBack();
    expect(tracker.mayJudgeOthersDead()).toBe(false);
    // Counted for /metrics (referee_redis_reconnects_total): each return, not the first connect.
    expect(tracker.returns).toBe(2);
  });
});

describe("whether a process's Redis connections are up (GET /healthz)", () => {
  it('is so only while both the publisher and the subscriber are ready', () => {
    const { presence, pub, sub } = emptyPresence('ready', 'ready');
    expect(redisConnected(presence)).toBe(true);
    sub.status = 'reconnecting';
    expect(redisConnected(presence)).toBe(false);
    sub.comeBack();
    pub.status = 'connecting';
    expect(redisConnected(presence)).toBe(false);
    pub.comeBack();
    expect(redisConnected(presence)).toBe(true);
  });
});
