// Take-over in a cluster (issue 18): an unfinished game whose owner died comes back in a living
// process even when none of its clients asks for it. Every process looks through the active
// games now and then; a game with no owner (no lease, or an expired one) or a dead owner
// (cluster.ts) is taken: its lease, then its session from the shared log and its room. Two
// processes may try at once: the lease decides, and the other leaves it (store/lease_held).
// A game a client asks for first comes back on that join (on-demand.ts) without waiting.
import { matchMaker } from '@colyseus/core';
import { ownerAlive } from '../cluster.js';
import { isStoreError } from '../store/sql.js';
import { openRoom } from './on-demand.js';
import type { Registry } from './registry.js';

/** One look through the active games; returns the ids of the games taken over here. */
export async function takeOverOrphans(reg: Registry): Promise<string[]> {
  if (!reg.cluster) return [];
  const presence = reg.cluster.presence;
  const alive = new Map<string, boolean>();
  const taken: string[] = [];
  for (const { gameId, owner } of await reg.store.leases.activeGameOwners()) {
    if (reg.sessions.has(gameId) || matchMaker.getLocalRoomById(gameId)) continue;
    if (owner !== null) {
      if (!alive.has(owner)) alive.set(owner, await ownerAlive(presence, owner));
      if (alive.get(owner)) continue;
    }
    try {
      await openRoom(reg, gameId);
      taken.push(gameId);
    } catch (err) {
      if (!isStoreError(err, 'store/lease_held')) console.error(`game ${gameId}: taking it over failed: ${(err as Error).message}`);
    }
  }
  return taken;
}

/** Looks for games to take over every `everyMs` until the returned function is called. */
export function startTakeover(reg: Registry, everyMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    takeOverOrphans(reg)
      .then((taken) => taken.length > 0 && console.log(`took over ${taken.length} game${taken.length === 1 ? '' : 's'} from dead or expired owners: ${taken.join(', ')}`))
      .catch((err: Error) => console.error(`looking for games to take over failed: ${err.message}`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
