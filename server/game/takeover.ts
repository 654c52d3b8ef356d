// Take-over in a cluster (issue 18): an unfinished game whose owner died comes back in a living
// process even when none of its clients asks for it. Every process looks through the active
// games now and then; a game with no owner (no lease, or an expired one) or a dead owner
// (cluster.ts; gone at two looks DEATH_CONFIRM_MS apart, so a blip of its Redis connection
// moves nothing) is taken: its lease, then its session from the shared log and its room. Two
// processes may try at once: the lease decides, and the other leaves it (store/lease_held).
// A game a client asks for first comes back on that join (on-demand.ts) without waiting.
//
// The living processes share a dead one's games: each takes first the games whose share is its
// own (rendezvous hashing over the living processes, shareOf), and another's only once they
// have stayed orphaned for a whole look (that process may be dead too, or slow). Before, the
// process whose look came first after a death took most of the games, its rooms then drew most
// of the seats' connections, and it worked flat out while the other idled (docs/benchmarks.md,
// "Cluster": 70 % of the rooms in one of two survivors).
import { createHash } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { livingOwners, ownerAlive } from '../cluster.js';
import { isStoreError } from '../store/sql.js';
import { openRoom } from './on-demand.js';
import type { Registry } from './registry.js';

/** Games brought back at once by one look (each a few store reads and a replay: several at a
 *  time keep the store's round trips from adding up one after another). */
export const TAKEOVER_CONCURRENCY = 4;

/** A game's rank for a process: a hash of the process's name and the game's. */
function rank(owner: string, gameId: string): string {
  return createHash('sha256').update(owner).update('\0').update(gameId).digest('hex');
}

/** The order this process tries orphaned games in: its own (by rank), so that two processes
 *  taking over a dead one's games start at different games and meet rarely, rather than both
 *  trying each game in turn and one of them losing it every time. */
export function takeoverOrder(owner: string, gameIds: readonly string[]): string[] {
  return gameIds
    .map((id) => ({ id, rank: rank(owner, id) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .map((g) => g.id);
}

/** Splits orphaned games into this process's share and the others' (rendezvous hashing: each
 *  game goes to the living process that ranks it first, takeoverOrder's rank), so that every
 *  living process takes about as many, without talking to each other; and when one dies, only
 *  its share moves. */
export function shareOf(self: string, living: readonly string[], gameIds: readonly string[]): { mine: string[]; others: string[] } {
  const owners = living.includes(self) ? living : [...living, self];
  const mine: string[] = [];
  const others: string[] = [];
  for (const id of gameIds) {
    let best = self;
    let bestRank = rank(self, id);
    for (const o of owners) {
      if (o === self) continue;
      const r = rank(o, id);
      if (r < bestRank) [best, bestRank] = [o, r];
    }
    (best === self ? mine : others).push(id);
  }
  return { mine, others };
}

/** How long a process seen without its liveness subscription must stay so before a look-out
 *  takes its games: a second look this much later. A blip of that process's own Redis
 *  connection (ioredis tries again after 50 ms and subscribes again at once) is over by then,
 *  so its games stay where they are; a killed process is still gone. Joins are not held
 *  (on-demand.ts): a killed process's players, who reconnect at once, bring their games back
 *  on their own joins as before, and only the look-out's share waits this long. */
export const DEATH_CONFIRM_MS = 500;

/** The owners, of those given, that are dead: not alive at a first look, nor at a second
 *  `confirmMs` later (one wait for all of them). */
export async function deadOwners(isAlive: (owner: string) => Promise<boolean>, owners: Iterable<string>, confirmMs: number, wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms))): Promise<Set<string>> {
  const gone: string[] = [];
  for (const owner of owners) if (!(await isAlive(owner))) gone.push(owner);
  const dead = new Set<string>();
  if (gone.length === 0) return dead;
  await wait(confirmMs);
  for (const owner of gone) if (!(await isAlive(owner))) dead.add(owner);
  return dead;
}

/** What a process remembers between looks: the games it saw orphaned last time. */
export interface TakeoverMemory {
  orphans: Set<string>;
}

/** One look through the active games; returns the ids of the games taken over here. Another
 *  process's share is taken only if it was orphaned at the last look too (`memory`). */
export async function takeOverOrphans(reg: Registry, memory: TakeoverMemory = { orphans: new Set() }, confirmMs = DEATH_CONFIRM_MS): Promise<string[]> {
  if (!reg.cluster) return [];
  const presence = reg.cluster.presence;
  const games = (await reg.store.leases.activeGameOwners()).filter(({ gameId }) => !reg.sessions.has(gameId) && !matchMaker.getLocalRoomById(gameId));
  // A game with no owner (its lease let go or run out) is taken at once; one whose owner is
  // gone from Redis only if it is still gone a moment later (DEATH_CONFIRM_MS).
  const dead = await deadOwners((owner) => ownerAlive(presence, owner), new Set(games.flatMap(({ owner }) => (owner === null ? [] : [owner]))), confirmMs);
  const orphans = games.filter(({ owner }) => owner === null || dead.has(owner)).map(({ gameId }) => gameId);
  const self = reg.store.leases.owner;
  const { mine, others } = orphans.length > 0 ? shareOf(self, await livingOwners(presence), orphans) : { mine: [], others: [] };
  const queue = [...takeoverOrder(self, mine), ...takeoverOrder(self, others.filter((id) => memory.orphans.has(id)))];
  memory.orphans = new Set(orphans);
  const taken: string[] = [];
  const worker = async () => {
    for (let gameId = queue.shift(); gameId !== undefined; gameId = queue.shift()) {
      // Opened meanwhile, here (a join) or elsewhere (its lease is then held: refused below).
      if (reg.sessions.has(gameId) || matchMaker.getLocalRoomById(gameId)) continue;
      try {
        await openRoom(reg, gameId);
        taken.push(gameId);
      } catch (err) {
        if (!isStoreError(err, 'store/lease_held')) console.error(`game ${gameId}: taking it over failed: ${(err as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(TAKEOVER_CONCURRENCY, queue.length) }, worker));
  return taken;
}

/** Looks for games to take over every `everyMs` until the returned function is called. */
export function startTakeover(reg: Registry, everyMs: number, confirmMs = DEATH_CONFIRM_MS): () => void {
  let running = false;
  const memory: TakeoverMemory = { orphans: new Set() };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    takeOverOrphans(reg, memory, confirmMs)
      .then((taken) => taken.length > 0 && console.log(`took over ${taken.length} game${taken.length === 1 ? '' : 's'} from dead or expired owners: ${taken.join(', ')}`))
      .catch((err: Error) => console.error(`looking for games to take over failed: ${err.message}`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
