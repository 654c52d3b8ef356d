// /healthz for anyone: the last probe's answer, taken again at most once a `maxAgeMs` however
// many ask (each probe is a durable write: a stranger asking thousands of times a second made
// every game wait behind them). The operator (a local address, or the metrics token) gets a
// fresh probe every time.
export function cachedProbe<T>(probe: () => Promise<T>, maxAgeMs: number, now: () => number): () => Promise<T> {
  let last: { at: number; value: T } | null = null;
  let running: Promise<T> | null = null;
  return () => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.value);
    running ??= probe()
      .then((value) => {
        last = { at: now(), value };
        return value;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/** A request from the machine itself (the operator's own checks), by its socket's address. */
export function isLocalAddress(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
