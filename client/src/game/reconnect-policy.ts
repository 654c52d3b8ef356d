// What a seat does when its connection drops (issue 18). The SDK first tries the same room
// again, which is right for a blip: the seat keeps its session. But a referee process that died
// does not come back: its games are brought back in another process (server/cluster.ts), which
// only a new join by id reaches. So the SDK gets a few quick tries, and the seat gives the old
// room up and joins again by id as soon as one of them fails, or when the room is not back
// within RECONNECT_GRACE_MS (a try that neither connects nor fails: an address that does not
// answer at all).
//
// A failed try gives up at once because, with @colyseus/sdk 0.18, it is the last one anyway:
// a refused reconnection reports an error (Node's WebSocket; a browser's also a close, seen
// by the SDK as one more drop) and then neither tries again nor leaves. And a refused
// address has no room to come back to: its process is gone (or restarting, which forgets its
// rooms). Joining again by id loses nothing (the same seat, its token; the server holds two
// connections of one seat for a moment, as for two tabs), while each second spent waiting is a
// second more before a dead process's games are played again (the cluster benchmark's
// take-over: the 1.5 s of grace were a third of its 4.4-6.9 s for 100 games; docs/benchmarks.md).
import type { Room } from '@colyseus/sdk';

export const RECONNECT_TRIES = 4;
/** The SDK waits 2^n × this before its n-th try (at least its minDelay, 100 ms): the first try
 *  100 ms after the drop instead of the SDK's 200. */
export const RECONNECT_BASE_DELAY_MS = 50;
export const RECONNECT_MAX_DELAY_MS = 1000;
export const RECONNECT_GRACE_MS = 1500;
/** The leave code a seat gives itself when it gives a dropped room up (any code but 1000,
 *  the normal leave, means: join again). */
export const DROP_GIVEN_UP = 4000;

/**
 * Limits the SDK's reconnection of `room` and calls `giveUp` once when a drop is not mended:
 * a try of the SDK's failed, or the grace time passed (the room is then left to itself: no more
 * tries). The caller ignores anything the old room says afterwards (it compares rooms) and
 * joins again.
 */
export function watchDrops(room: Room, giveUp: () => void, graceMs = RECONNECT_GRACE_MS): void {
  room.reconnection.maxRetries = RECONNECT_TRIES;
  room.reconnection.delay = RECONNECT_BASE_DELAY_MS;
  room.reconnection.maxDelay = RECONNECT_MAX_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let given = false;
  const giveUpNow = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    given = true;
    room.reconnection.enabled = false;
    room.reconnection.maxRetries = 0;
    giveUp();
  };
  /** A drop is being mended and the SDK has made a try (its count goes up as the try is
   *  planned, so what the dropped socket itself reported before does not count). */
  const tried = () => timer !== null && room.reconnection.retryCount > 0;
  room.onDrop(() => {
    if (given) return;
    if (tried()) return giveUpNow(); // a browser's failed try closes: one more drop
    if (timer) return;
    timer = setTimeout(giveUpNow, graceMs);
  });
  room.onError(() => {
    if (!given && tried()) giveUpNow();
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
