// Point reads that arrive in a burst go to the database as one statement (issue 18). When a
// referee process dies, its seats all join again through the living processes at once: each
// join looked its token up (and, for a game not yet back, the game's status) with a round trip
// of its own, over a thousand statements in a second or two, and the writes of those round
// trips were the largest single cost of the living processes (docs/benchmarks.md, "Cluster").
//
// The rule is "batch while busy", as the log writer's group commit does for appends: a read
// asked for while no read of its kind is under way goes at the end of the current tick (with
// whatever else was asked in that tick); one asked for while a read is under way waits for it
// to finish, then goes with every other read that waited. So an idle referee answers a lookup
// as fast as before, and a burst costs a statement per round trip, not a statement per read.
//
// Nothing is cached: each read is answered by a statement that started after it was asked (a
// token revoked or a game voided just before is seen as such). DataLoader (graphql/dataloader)
// does the batching and matching of answers; only when a batch goes is decided here.
import DataLoader from 'dataloader';

/** Keys per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
export const MAX_BATCH = 500;

/**
 * A loader of `V | undefined` by key: `readMany(keys)` answers a batch of distinct keys with a
 * map (a key it lacks is undefined). A failed statement fails every read of its batch, and the
 * next batch is tried afresh.
 */
export function batchWhileBusy<K, V>(readMany: (keys: readonly K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let underWay = 0;
  /** The batch waiting for the one under way (DataLoader keeps one open batch at a time). */
  let waiting: (() => void) | null = null;
  const loader = new DataLoader<K, V | undefined>(
    async (keys) => {
      underWay++;
      try {
        const found = await readMany([...new Set(keys)]);
        return keys.map((k) => found.get(k));
      } finally {
        underWay--;
        const next = waiting;
        waiting = null;
        next?.();
      }
    },
    {
      cache: false,
      maxBatchSize: MAX_BATCH,
      batchScheduleFn: (dispatch) => {
        // Idle, or a full batch (MAX_BATCH) followed by more while another waits: at the end
        // of this tick. Else after the read under way.
        if (underWay === 0 || waiting) return void process.nextTick(dispatch);
        waiting = dispatch;
      },
    },
  );
  return (key) => loader.load(key);
}
