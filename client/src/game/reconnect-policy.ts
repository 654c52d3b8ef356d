// What a seat does when its connection drops (issue 18). The SDK first tries the same room
// again, which is right for a blip: the seat keeps its session. But a referee process that died
// does not come back: its games are brought back in another process (server/cluster.ts), which
// only a new join by id reaches, and the SDK's own retries against the dead address can stall
// without ever giving up (seen with @colyseus/sdk 0.18: after the first refused attempt no
// retry and no leave). So the SDK gets a few quick tries, and if the room is not back within
// RECONNECT_GRACE_MS the seat gives the old room up and joins again by id.
//
// 1.5 s: a blip the SDK mends is mended within its first tries (well under a second on a
// living process); past that, the seat joining again by id loses nothing (it is the same seat,
// its token), while every second of grace is a second more before the games of a dead process
// are played again (the cluster benchmark's take-over: 3 s of grace were most of its 3.7-4.6 s
// for 100 games, docs/benchmarks.md).
import type { Room } from '@colyseus/sdk';

export const RECONNECT_TRIES = 4;
export const RECONNECT_MAX_DELAY_MS = 1000;
export const RECONNECT_GRACE_MS = 1500;
/** The leave code a seat gives itself when it gives a dropped room up (any code but 1000,
 *  the normal leave, means: join again). */
export const DROP_GIVEN_UP = 4000;

/**
 * Limits the SDK's reconnection of `room` and calls `giveUp` once when a drop is not mended
 * within the grace time (the room is then left to itself: no more tries). The caller ignores
 * anything the old room says afterwards (it compares rooms) and joins again.
 */
export function watchDrops(room: Room, giveUp: () => void, graceMs = RECONNECT_GRACE_MS): void {
  room.reconnection.maxRetries = RECONNECT_TRIES;
  room.reconnection.maxDelay = RECONNECT_MAX_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let given = false;
  room.onDrop(() => {
    if (timer || given) return;
    timer = setTimeout(() => {
      timer = null;
      given = true;
      room.reconnection.enabled = false;
      room.reconnection.maxRetries = 0;
      giveUp();
    }, graceMs);
  });
  room.onReconnect(() => {
    if (timer) clearTimeout(timer);
    timer = null;
  });
  room.onLeave(() => {
    if (timer) clearTimeout(timer);
    timer = null;
  });
}
