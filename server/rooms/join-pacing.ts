// Spectator admissions, paced (issue 17, item 2). A join is several small tasks (the
// matchmaker's HTTP answer, the socket's upgrade, the room's welcome and full state); a crowd
// of spectators arriving together would run hundreds of them back to back, and a command of
// another game would wait behind them all. So each spectator is admitted on a turn of the
// event loop of its own (between two admissions the loop reads every socket that is ready),
// and at most REFEREE_SPECTATOR_JOINS_PER_SECOND a second across the process (default 30: at 100
// a 1,000-socket storm still tripled another game's p99 on the 2-core machine, at 30 it stayed
// under twice its quiet p99, docs/benchmarks.md "Abuse"; a burst of a tenth of that goes at once). Spectators wait their turn, players never do (seats
// are not paced); past ten seconds of waiting spectators a join is refused (`join/busy`). The
// seat reservation waits its turn first, on a pacer of its own (seat-pacing.ts).
export const SPECTATOR_JOINS_PER_SECOND = Math.max(1, Number(process.env.REFEREE_SPECTATOR_JOINS_PER_SECOND) || 30);

export class JoinPacer {
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;
  private tokens: number;
  private refilledAt: number;
  readonly burst: number;
  readonly maxWaiting: number;

  constructor(
    readonly perSecond = SPECTATOR_JOINS_PER_SECOND,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.burst = Math.max(1, Math.ceil(perSecond / 10));
    this.maxWaiting = perSecond * 10;
    this.tokens = this.burst;
    this.refilledAt = now();
  }

  /** Resolves true on an admission turn of this join's own, after those asked before it; false
   *  at once when ten seconds' worth of joins are already waiting (then refuse it). */
  turn(): Promise<boolean> {
    if (this.waiting.length >= this.maxWaiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.waiting.push(() => resolve(true));
      if (!this.scheduled) this.schedule(0);
    });
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.refilledAt) * this.perSecond) / 1000);
    this.refilledAt = t;
  }

  private schedule(delayMs: number): void {
    this.scheduled = true;
    const run = () => {
      this.refill();
      if (this.tokens < 1) return this.schedule(Math.ceil(((1 - this.tokens) * 1000) / this.perSecond));
      this.tokens -= 1;
      this.waiting.shift()?.();
      if (this.waiting.length > 0) this.schedule(0);
      else this.scheduled = false;
    };
    if (delayMs > 0) setTimeout(run, delayMs);
    else setImmediate(run);
  }
}

/** The process's pacer for spectator joins. */
export const spectatorJoins = new JoinPacer();
