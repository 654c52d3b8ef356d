// Several referee processes on one Redis and one PostgreSQL (issue 18). Colyseus's Redis
// presence and driver route a join to the process whose room it is (each process names its
// `publicAddress`); the store's owner leases (store/lease.ts) keep one writer per game. This
// file adds what the two do not know of each other: whether the process that owns a lease, or
// a room, is still alive.
//
// Liveness is a presence channel each process subscribes to while it lives
// (`referee-alive:<owner>`, and Colyseus's own `p:<processId>`): a process killed with SIGKILL
// drops its Redis connection and with it its subscriptions, so another process sees it gone at
// once and takes its games over (a game's lease, then its room, from the shared log) instead
// of waiting for the lease to expire.
import { matchMaker, type MatchMakerDriver, type Presence } from '@colyseus/core';
import type { Redis } from 'ioredis';
import { pollUntil } from './poll.js';
import { RedisReconnects } from './redis-reconnects.js';
import { ROOM_NAME } from './protocol.js';
import { setRevocationRelay, tellListeners, type RevokedLink } from './tournament/link-ledger.js';

export interface ClusterOptions {
  presence: Presence;
  driver: MatchMakerDriver;
  /** The driver's Redis connection: a dead process's stale room listings are removed through it
   *  one at a time, each only while it still names that process (dropStaleListing). */
  redis: Redis;
  /** Where clients reach this process (host:port[/path], no scheme): the seat reservations of
   *  its rooms point there (PUBLIC_ADDRESS). */
  publicAddress: string;
}

function aliveChannel(owner: string): string {
  return `referee-alive:${owner}`;
}

/** Subscribes to this process's liveness channel; returns the function that lets it go. */
export async function announceAlive(presence: Presence, owner: string): Promise<() => Promise<void>> {
  const channel = aliveChannel(owner);
  const listener = () => {};
  await presence.subscribe(channel, listener);
  return async () => {
    await presence.unsubscribe(channel, listener);
  };
}

/** This process's Redis connections' returns, by presence (redis-reconnects.ts). */
const reconnects = new WeakMap<Presence, RedisReconnects>();
type RedisConnection = Parameters<RedisReconnects['watch']>[0];

/** The presence's own Redis connections, its publisher and subscriber (@colyseus/redis-presence
 *  keeps them as `pub` and `sub`; the in-process presence has none). */
function connectionsOf(presence: Presence): RedisConnection[] {
  const own = presence as unknown as { pub?: RedisConnection; sub?: RedisConnection };
  return [own.pub, own.sub].filter((c): c is RedisConnection => c !== undefined);
}

/** Watches the presence's own connections for returns. */
export function watchReconnects(presence: Presence, tracker = new RedisReconnects()): RedisReconnects {
  for (const c of connectionsOf(presence)) tracker.watch(c);
  reconnects.set(presence, tracker);
  return tracker;
}

/** Whether the presence's Redis connections are up now: while either is down this process is
 *  cut off from the cluster (no routed joins, its liveness unseen), though it still plays the
 *  games it holds (GET /healthz says `degraded`). */
export function redisConnected(presence: Presence): boolean {
  return connectionsOf(presence).every((c) => c.status === 'ready');
}

/** How many times this process's Redis connections came back (watchReconnects), or null where
 *  they are not watched. */
export function redisReturns(presence: Presence): number | null {
  return reconnects.get(presence)?.returns ?? null;
}

/** Is the referee process that signs leases as `owner` alive (subscribed to its channel)?
 *  For a few seconds after this process's own Redis connection came back, yes whatever the
 *  channel says: the others may not have subscribed again yet (redis-reconnects.ts). */
export async function ownerAlive(presence: Presence, owner: string): Promise<boolean> {
  if (reconnects.get(presence)?.mayJudgeOthersDead() === false) return true;
  return (await presence.channels(aliveChannel(owner))).length > 0;
}

/** Where a process tells the others of the seat links a tournament action revoked. */
const REVOKED_CHANNEL = 'referee-links-revoked';

/**
 * Revoked seat links reach the rooms of every process: a player seated with a revoked link
 * leaves at once (rooms/revoked-links.ts) though the organizer's action went through another
 * process than the one holding the game's room. Returns the function that stops it. (One
 * referee of a cluster per Node process: the relay is the process's own.)
 */
export async function relayRevokedLinks(presence: Presence, self: string): Promise<() => Promise<void>> {
  const listener = (m: { from?: unknown; links?: unknown } | null) => {
    if (m && m.from !== self && Array.isArray(m.links)) tellListeners(m.links as RevokedLink[]);
  };
  await presence.subscribe(REVOKED_CHANNEL, listener);
  setRevocationRelay((links) => {
    Promise.resolve(presence.publish(REVOKED_CHANNEL, { from: self, links })).catch((err: Error) => console.error(`telling the other processes of ${links.length} revoked seat link(s) failed (${err.message}); their seats still cannot join again with them`));
  });
  return async () => {
    setRevocationRelay(null);
    await presence.unsubscribe(REVOKED_CHANNEL, listener);
  };
}

/** The lease names of the referee processes alive now (subscribed to their channels). */
export async function livingOwners(presence: Presence): Promise<string[]> {
  const prefix = aliveChannel('');
  return (await presence.channels(`${prefix}*`)).map((c) => c.slice(prefix.length));
}

/** The hash @colyseus/redis-driver lists every room of the cluster in (room id → JSON). */
const ROOM_LIST_KEY = 'roomcaches';

/** Removes a room's listing only if it still names `processId`, in one step on the Redis server:
 *  a living process may have listed the game's room again under the same id (game ids are room
 *  ids) between the read and the removal. */
const DROP_IF_STILL_THERE = `local v = redis.call('HGET', KEYS[1], ARGV[1])
if v and string.find(v, ARGV[2], 1, true) then return redis.call('HDEL', KEYS[1], ARGV[1]) end
return 0`;

/** Drops the listing of a room whose process is dead, unless another process listed it again
 *  meanwhile. Returns whether it dropped it. */
export async function dropStaleListing(cluster: Pick<ClusterOptions, 'redis'>, roomId: string, processId: string): Promise<boolean> {
  return (await cluster.redis.eval(DROP_IF_STILL_THERE, 1, ROOM_LIST_KEY, roomId, `"processId":${JSON.stringify(processId)}`)) === 1;
}

/** Where a room is looked up: the shared room list, the presence's channels, and this process's
 *  Colyseus id (Colyseus's own by default; tests give their own). */
export interface RoomLookup {
  driver: Pick<MatchMakerDriver, 'findOne'>;
  presence: Pick<Presence, 'channels'>;
  self: string;
}

const colyseusLookup = (): RoomLookup => ({ driver: matchMaker.driver, presence: matchMaker.presence, self: matchMaker.processId });

/** How long a join waits for a room that is listed but does not yet answer calls (it is being
 *  opened right now) before it goes on anyway. */
export const ROOM_ANSWER_WAIT_MS = 1000;

/** Does the room answer calls from other processes? Colyseus subscribes its channel (`$<roomId>`)
 *  once the room is made, and its process's death drops the subscription. */
async function roomAnswers(lookup: Pick<RoomLookup, 'presence'>, roomId: string): Promise<boolean> {
  return (await lookup.presence.channels(`$${roomId}`)).length > 0;
}

/**
 * The room of a game somewhere in the cluster, if a living process holds it. A room whose
 * process is gone (killed: its Colyseus channel has no subscriber) has its listing removed, so
 * the join can bring the game back here at once.
 *
 * Only that one listing goes, and only while it still names the dead process. Colyseus's own
 * `driver.cleanup(processId)` lists the dead process's rooms and then deletes them by id: a
 * survivor that had taken one of those games over in between, and listed its room under the
 * same id, lost its listing. Its room stayed open and unlisted, and every later join of that
 * game was refused with `room "…" not found` (the cluster benchmark's take-over, with the
 * survivors' sweeps bringing games back four at a time: docs/benchmarks.md).
 *
 * A room of a living process that is listed but does not answer yet is being opened right now:
 * Colyseus lists a new room before it subscribes to the room's calls. A join sent on then waited
 * two seconds for a seat reservation nobody heard, and was refused with "… is already full."
 * (the take-over's slowest seats: docs/benchmarks.md). It waits here until the room answers.
 */
export async function liveRoomElsewhere(cluster: Pick<ClusterOptions, 'redis'>, gameId: string, lookup: RoomLookup = colyseusLookup()): Promise<boolean> {
  const room = await lookup.driver.findOne({ roomId: gameId });
  if (!room) return false;
  if (room.processId === lookup.self) return true;
  if (await roomAnswers(lookup, gameId)) return true;
  const alive = (await lookup.presence.channels(`p:${room.processId}`)).length > 0;
  if (alive) {
    // (Gone on after ROOM_ANSWER_WAIT_MS all the same: the seat reservation then says why.)
    await pollUntil(() => roomAnswers(lookup, gameId), { firstMs: 5, maxMs: 50, withinMs: ROOM_ANSWER_WAIT_MS });
    return true;
  }
  await dropStaleListing(cluster, gameId, room.processId);
  // Listed again by a living process meanwhile: the join goes there.
  const now = await lookup.driver.findOne({ roomId: gameId });
  return now !== undefined && now.processId !== room.processId;
}

/** How often a join routed to a room in another process looks whether the room still answers,
 *  while its seat reservation there is under way. A reservation answered sooner costs no look. */
export const ROUTED_JOIN_LOOK_MS = 50;

export type Routed<T> = { answered: true; value: T } | { answered: false };

/**
 * Runs a join routed to a room in another process (`reserve`: the matchmaker's seat reservation
 * there) and gives it up as soon as the room stops answering calls. A process killed right after
 * the join found its room answering (before the kernel had torn it down) leaves the reservation
 * unheard, and Colyseus waits 2 s for the call and 2 s more for a health check of the process
 * before it refuses the join with "process … is not available." The take-over benchmark's
 * slowest seat was that: it asked 7 ms after the kill, 15 ms before the process had exited, and
 * was back after 4.1 s when every other seat was back by 2.3 s (docs/benchmarks.md, "Cluster").
 *
 * `answered: false`: the room went; the caller starts the join over, and it finds the game as
 * any dead process's game (its listing dropped, the game brought back). The reservation still
 * under way is left to fail by itself; its outcome is no longer the join's.
 */
export function whileRoomAnswers<T>(roomId: string, reserve: () => Promise<T>, lookup: Pick<RoomLookup, 'presence'> = colyseusLookup(), everyMs = ROUTED_JOIN_LOOK_MS): Promise<Routed<T>> {
  return new Promise((resolve, reject) => {
    let over = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (settle: () => void) => {
      if (over) return;
      over = true;
      clearTimeout(timer);
      settle();
    };
    const look = () => {
      timer = setTimeout(async () => {
        let answers = true;
        try {
          answers = await roomAnswers(lookup, roomId);
        } catch {
          // Redis did not answer the look: the reservation decides, as without it.
        }
        if (over) return;
        if (answers) look();
        else finish(() => resolve({ answered: false }));
      }, everyMs);
    };
    let reservation: Promise<T>;
    try {
      reservation = reserve();
    } catch (err) {
      reservation = Promise.reject(err);
    }
    reservation.then(
      (value) => finish(() => resolve({ answered: true, value })),
      (err: unknown) => finish(() => reject(err)),
    );
    look();
  });
}

/** Opens a game's room in this process, where its session is (registry). Colyseus's
 *  `createRoom` would pick the least busy process of the cluster, which does not hold the
 *  game's session or its lease. */
export async function createGameRoom(gameId: string): Promise<void> {
  await matchMaker.handleCreateRoom(ROOM_NAME, { gameId });
}
