// `npm run referee -- games`: who holds each unfinished game (issue 18: an operator of several
// referee processes, in an incident, asks which process plays which games and whether any is
// held by none). Read from the store's leases (store/lease.ts) and, with REDIS_URL, from the
// processes' liveness on Redis (cluster.ts, livingOwners): per owner, its games and whether it
// is alive, gone from Redis or its lease ran out; and the games nobody holds. Exit status 1
// when some game has no living owner (a living process takes it over at its next look or on
// a join; a monitoring script can ask again), else 0.
import { livingOwners } from '../cluster.js';
import { ClusterConfigError, reachablePresence } from '../cluster-config.js';
import { locationSeen, openStore } from '../store/open.js';

/** One unfinished game and its lease as the store holds it. */
export interface GameHolding {
  gameId: string;
  owner: string | null;
  expiresAt: number | null;
}

/** How many game ids are listed under one owner before "and n more". */
const IDS_SHOWN = 10;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : word.endsWith('s') ? 'es' : 's'}`;
}

function idsOf(games: readonly GameHolding[]): string {
  const shown = games.slice(0, IDS_SHOWN).map((g) => g.gameId);
  return games.length > IDS_SHOWN ? `${shown.join(', ')} and ${games.length - IDS_SHOWN} more` : shown.join(', ');
}

/**
 * The report: a first line on the games and the living processes, then one line per owner
 * (most games first) and one for the games nobody holds. `living`: the owners alive on Redis,
 * or null where there is no Redis to ask (one process alone). `orphaned`: the games with no
 * living owner (none, an expired lease, or an owner gone from Redis).
 */
export function holdingsReport(games: readonly GameHolding[], living: ReadonlySet<string> | null, now: number, where: string): { lines: string[]; orphaned: number } {
  const byOwner = new Map<string, GameHolding[]>();
  const unowned: GameHolding[] = [];
  for (const g of games) {
    if (g.owner === null) unowned.push(g);
    else {
      const held = byOwner.get(g.owner);
      if (held) held.push(g);
      else byOwner.set(g.owner, [g]);
    }
  }
  const lines = [
    `${plural(games.length, 'unfinished game')} in ${where}; ` +
      (living === null ? 'no REDIS_URL, so whether their owners live is not asked (one process alone: its leases say)' : `${plural(living.size, 'referee process')} alive on Redis${living.size > 0 ? `: ${[...living].sort().join(', ')}` : ''}`),
  ];
  let orphaned = unowned.length;
  const owners = [...byOwner].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1));
  for (const [owner, held] of owners) {
    const expired = held.filter((g) => g.expiresAt! < now);
    const gone = living !== null && !living.has(owner);
    const state = gone ? 'gone from Redis: a living process takes its games over at its next look or on a join' : living === null ? 'lease current' : 'alive';
    lines.push(`  ${owner} (${state}): ${plural(held.length, 'game')}: ${idsOf(held)}`);
    if (expired.length > 0) lines.push(`    of which ${plural(expired.length, 'lease')} ran out (last at ${new Date(Math.max(...expired.map((g) => g.expiresAt!))).toISOString()}), so any process may take ${expired.length === 1 ? 'it' : 'them'}: ${idsOf(expired)}`);
    orphaned += gone ? held.length : expired.length;
  }
  if (unowned.length > 0) lines.push(`  no owner (let go by a process that stopped, or never leased): ${plural(unowned.length, 'game')}: ${idsOf(unowned)}`);
  lines.push(orphaned === 0 ? 'Every unfinished game has a living owner.' : `${plural(orphaned, 'game')} without a living owner.`);
  return { lines, orphaned };
}

/** How long the command waits for Redis to answer before it says it cannot be reached. */
const REDIS_WAIT_MS = 5000;

/** The games command: reads the store at `location` and, when `redisUrl` is given, the
 *  processes alive on Redis; prints the report; gives the exit status (0: every unfinished
 *  game has a living owner; 1: some has none; 2: the store or Redis could not be read). */
export async function runGames(location: string, redisUrl: string | undefined, print: (line: string) => void, now = Date.now(), redisWaitMs = REDIS_WAIT_MS): Promise<number> {
  const { where, missing } = locationSeen(location);
  if (missing) {
    print(`✗ no database at ${location} (DATA_DIR or REFEREE_DB, or DATABASE_URL for PostgreSQL)`);
    return 2;
  }
  let living: Set<string> | null = null;
  if (redisUrl) {
    try {
      const presence = await reachablePresence(redisUrl, 'referee:cli', redisWaitMs, 'run the command without REDIS_URL to read the leases alone');
      try {
        living = new Set(await livingOwners(presence));
      } finally {
        presence.shutdown();
      }
    } catch (err) {
      print(`✗ ${err instanceof ClusterConfigError ? err.message : `Redis could not be read: ${(err as Error).message}`}`);
      return 2;
    }
  }
  let games: GameHolding[];
  try {
    const store = await openStore(location);
    try {
      games = await store.leases.activeGameLeases();
    } finally {
      await store.close();
    }
  } catch (err) {
    print(`✗ cannot read the store at ${where}: ${(err as Error).message}`);
    return 2;
  }
  const { lines, orphaned } = holdingsReport(games, living, now, where);
  for (const line of lines) print(line);
  return orphaned === 0 ? 0 : 1;
}
