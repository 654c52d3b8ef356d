// Looking again until something holds, a little less often each time: for what another process
// does and no event tells this one of (a room opened or subscribed elsewhere, seen on Redis).
// The first look is at once, the next after `firstMs`, each wait twice the last up to `maxMs`;
// after `withinMs` it gives up.

export interface PollOptions {
  firstMs: number;
  maxMs: number;
  withinMs: number;
}

/** True once `check` holds; false when it still did not after `withinMs`. */
export async function pollUntil(check: () => Promise<boolean>, { firstMs, maxMs, withinMs }: PollOptions): Promise<boolean> {
  const until = Date.now() + withinMs;
  for (let delay = firstMs; ; delay = Math.min(delay * 2, maxMs)) {
    if (await check()) return true;
    if (Date.now() + delay > until) return false;
    await new Promise((r) => setTimeout(r, delay));
  }
}
