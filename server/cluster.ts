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
import { ROOM_NAME } from './protocol.js';

export interface ClusterOptions {
  presence: Presence;
  driver: MatchMakerDriver;
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

/** Is the referee process that signs leases as `owner` alive (subscribed to its channel)? */
export async function ownerAlive(presence: Presence, owner: string): Promise<boolean> {
  return (await presence.channels(aliveChannel(owner))).length > 0;
}

/**
 * The room of a game somewhere in the cluster, if a living process holds it. A room whose
 * process is gone (killed: its Colyseus channel has no subscriber) is removed from the shared
 * room list with the rest of that process's rooms, as Colyseus's own health check does after a
 * timed-out call, so the join can bring the game back here at once.
 */
export async function liveRoomElsewhere(gameId: string): Promise<boolean> {
  const room = await matchMaker.driver.findOne({ roomId: gameId });
  if (!room) return false;
  if (room.processId === matchMaker.processId) return true;
  const alive = (await matchMaker.presence.channels(`p:${room.processId}`)).length > 0;
  if (alive) return true;
  await matchMaker.driver.cleanup?.(room.processId);
  return false;
}

/** Opens a game's room in this process, where its session is (registry). Colyseus's
 *  `createRoom` would pick the least busy process of the cluster, which does not hold the
 *  game's session or its lease. */
export async function createGameRoom(gameId: string): Promise<void> {
  await matchMaker.handleCreateRoom(ROOM_NAME, { gameId });
}
