// When this process's own Redis connections came back (issue 18). Liveness in a cluster is a
// subscription each living process holds (cluster.ts, announceAlive). When Redis restarts, or
// this process's connection to it drops, every subscription is gone until each process's
// client has reconnected and subscribed again (ioredis does both by itself, each process on its
// own back-off). A process that looked during that window would see the others "dead" and take
// all their games over at once: safe, since the leases fence every append, but every game of
// the cluster would move and its players reconnect. So for a while after one of its own
// connections came back, a process does not judge another dead (mayJudgeOthersDead); a
// process killed meanwhile is taken over a few seconds later, or when its lease expires.

/** How long after this process's Redis connection came back it holds its judgement. Longer
 *  than ioredis's longest back-off between tries (2 s), so the other processes have
 *  reconnected and subscribed again by then. */
export const RESUBSCRIBE_GRACE_MS = 5000;

interface ReadyEmitter {
  /** ioredis's: 'ready' once connected (and its subscriptions made again). */
  status: string;
  on(event: 'ready', listener: () => void): unknown;
}

/** Tracks when connections last came back: each connection's first `ready` is its first
 *  connect, not a return. */
export class RedisReconnects {
  private lastBackAt = Number.NEGATIVE_INFINITY;
  /** How many times a watched connection came back (GET /metrics: a Redis restart or blip). */
  returns = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Watches a connection: every `ready` after its first connect is a return. */
  watch(connection: ReadyEmitter): void {
    let connected = connection.status === 'ready';
    connection.on('ready', () => {
      if (connected) {
        this.lastBackAt = this.now();
        this.returns++;
      }
      connected = true;
    });
  }

  /** Whether another process seen without its liveness subscription may be judged dead now. */
  mayJudgeOthersDead(): boolean {
    return this.now() - this.lastBackAt >= RESUBSCRIBE_GRACE_MS;
  }
}
