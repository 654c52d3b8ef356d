// The spectator count in the synced state, published at most once per
// REFEREE_SPECTATOR_COUNT_MS (default 1000) instead of at every join and leave (issue 17,
// item 2): with a thousand spectators coming and going, a patch to every client per join
// stalled the other games. A patch that goes out anyway (a command's) carries the count then.
export const SPECTATOR_COUNT_MS = Math.max(10, Number(process.env.REFEREE_SPECTATOR_COUNT_MS) || 1000);

export class SpectatorCount {
  private n = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** `publish` puts the count into the synced state and patches (when it changed). */
  constructor(
    private readonly publish: () => void,
    private readonly everyMs = SPECTATOR_COUNT_MS,
  ) {}

  /** The spectators in the room now (the caps count these, not the published number). */
  get value(): number {
    return this.n;
  }

  entered(): void {
    this.n++;
    this.schedule();
  }

  left(): void {
    this.n = Math.max(0, this.n - 1);
    this.schedule();
  }

  /** One publish per interval, whatever the number of joins and leaves in it. */
  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.publish();
    }, this.everyMs);
    this.timer.unref?.();
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
