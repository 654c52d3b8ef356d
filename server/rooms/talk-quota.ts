// A talk quota per seat (issue 17, item 2): one seat flooding the table would otherwise write
// every message to the permanent log and broadcast it, holding up other games. A sliding
// window over the referee's clock: at most TALK_PER_MINUTE messages a minute per seat, and the
// message over it is refused with a clear code. Configurable with REFEREE_TALK_PER_MINUTE. The
// window is the log's: a room made again (a restart, a game brought back) counts what was said.
export const TALK_PER_MINUTE = Math.max(1, Number(process.env.REFEREE_TALK_PER_MINUTE) || 30);
const WINDOW_MS = 60_000;

export class TalkQuota {
  private readonly said = new Map<string, number[]>();

  constructor(private readonly limit = TALK_PER_MINUTE) {}

  /** The messages already said, from the game's log (a room opened again after a restart starts
   *  with what its seats said in the last minute, not with a fresh quota). */
  static from(said: readonly { seat: string; at: number }[], limit = TALK_PER_MINUTE): TalkQuota {
    const quota = new TalkQuota(limit);
    for (const t of said) quota.said.set(t.seat, [...(quota.said.get(t.seat) ?? []), t.at]);
    return quota;
  }

  /** Records a message of `seat` at `now` if the quota allows it; else how long to wait (ms). */
  take(seat: string, now: number): { ok: true } | { ok: false; waitMs: number } {
    const recent = (this.said.get(seat) ?? []).filter((t) => now - t < WINDOW_MS);
    if (recent.length >= this.limit) {
      this.said.set(seat, recent);
      return { ok: false, waitMs: WINDOW_MS - (now - recent[0]!) };
    }
    recent.push(now);
    this.said.set(seat, recent);
    return { ok: true };
  }
}
