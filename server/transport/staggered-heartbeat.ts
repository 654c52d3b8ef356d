// Keep-alive pings spread over the ping interval. Colyseus's WebSocket transport pings every
// client in one synchronous loop every 3 s; with a couple of thousand seats that loop holds
// the event loop for tens of milliseconds, and every command that arrives meanwhile waits
// behind it (the server benchmark's p99 was set by these stalls). Here each tick pings one
// slice of the clients, so each client is still pinged once per interval and a client that
// missed `maxMissed` pongs in a row is still cut off, but no tick does more than a slice.
import { WebSocketTransport } from '@colyseus/ws-transport';
import { positiveSetting } from '../settings.js';

/** What the heartbeat needs of a socket: ws's ping/terminate, and the transport's counter
 *  of unanswered pings (ws-transport resets it to 0 on every pong). */
export interface PingedSocket {
  readyState: number;
  pingCount?: number;
  ping(cb: (err?: Error) => void): void;
  terminate(): void;
}

const OPEN = 1;
const noop = () => {};

/** Clients cut off so far in this process for pings left unanswered (GET /metrics,
 *  referee_clients_cut_off_total). */
let cutOff = 0;
export function clientsCutOffSoFar(): number {
  return cutOff;
}

/** Ticks per interval by default: every 10 ms at Colyseus's 3 s. A tick pings its slice in
 *  one go (~35 µs a ping here), so the slice sets the stall: with 6,000 clients, 30 ticks
 *  held the loop 6-9 ms every 100 ms, in every load of the server benchmark; 300 hold it
 *  under a millisecond (docs/benchmarks.md, tenth session). */
export const HEARTBEAT_SLICES = 300;

/** Pings every client once per `intervalMs`, in `slices` ticks; returns the timer. */
export function startStaggeredHeartbeat(clients: () => Iterable<PingedSocket>, intervalMs: number, maxMissed: number, slices = HEARTBEAT_SLICES): NodeJS.Timeout {
  let round: PingedSocket[] = [];
  let perTick = 0;
  let tick = 0;
  const timer = setInterval(() => {
    // A round begins once per interval, whatever its size: one of fewer clients than ticks
    // ends early and the rest of the interval pings nobody, so no client is pinged (and
    // counted as missing a pong) more than once an interval.
    if (tick++ % slices === 0) {
      round = [...clients()];
      perTick = Math.ceil(round.length / slices);
    }
    for (let i = 0; i < perTick && round.length > 0; i++) {
      const socket = round.pop()!;
      if (socket.readyState !== OPEN) continue;
      if ((socket.pingCount ?? 0) >= maxMissed) {
        cutOff++;
        socket.terminate();
        continue;
      }
      socket.pingCount = (socket.pingCount ?? 0) + 1;
      socket.ping(noop);
    }
  }, Math.max(1, Math.floor(intervalMs / slices)));
  timer.unref();
  return timer;
}

/** How often the clients are pinged and how many pings a client may leave unanswered before
 *  it is cut off (its seat then shows as gone to the table, and is kept for it to come back).
 *  Colyseus's defaults, 3 s and 2, notice a silent client within ~9 s; each ping costs the event
 *  loop ~35 µs and ~0.7 KB of garbage, so 6,000 clients at 3 s are ~2,000 pings a second, ~7 %
 *  of a core (docs/benchmarks.md, twenty-first session): a server holding many thousands of
 *  seats may ping less often and notice a silent one later (docs/deploy.md). */
export interface KeepAlive {
  intervalMs?: number;
  maxMissed?: number;
}

/** The keep-alive an operator set (REFEREE_PING_INTERVAL_MS, REFEREE_PING_MISSES; unset:
 *  Colyseus's defaults); a bad value throws its sentence. */
export function keepAliveFrom(env: NodeJS.ProcessEnv): KeepAlive {
  const intervalMs = positiveSetting(env, 'REFEREE_PING_INTERVAL_MS');
  const maxMissed = positiveSetting(env, 'REFEREE_PING_MISSES', 'pings');
  return { ...(intervalMs ? { intervalMs } : {}), ...(maxMissed ? { maxMissed } : {}) };
}

/** The transport's options for a keep-alive (absent ones: Colyseus's defaults). */
export function transportKeepAlive(keepAlive: KeepAlive = {}): { pingInterval?: number; pingMaxRetries?: number } {
  return { ...(keepAlive.intervalMs !== undefined ? { pingInterval: keepAlive.intervalMs } : {}), ...(keepAlive.maxMissed !== undefined ? { pingMaxRetries: keepAlive.maxMissed } : {}) };
}

/** A socket error in one line with its code (a frame over the transport's maxPayload, a bad
 *  frame from any socket, even one with no token), where Colyseus printed a 12-line stack. */
export function socketErrorLine(err: Error & { code?: string }, address: string | undefined): string {
  const code = err.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' ? 'socket/frame_too_large' : 'socket/bad_frame';
  return `bad frame: ${code} from ${address ?? 'unknown'}: ${err.message.split('\n')[0]}`;
}

/** Colyseus's WebSocket transport with its keep-alive pings spread over the interval, and socket
 *  errors told in one line. */
export class StaggeredPingTransport extends WebSocketTransport {
  protected override async onConnection(...args: Parameters<WebSocketTransport['onConnection']>): Promise<void> {
    const [rawClient, req] = args;
    // Colyseus adds its own listener (a stack trace a frame) as its first act: ours instead.
    const on = rawClient.on;
    rawClient.on = function (this: typeof rawClient, event: string, listener: (...a: never[]) => void) {
      if (event !== 'error') return on.call(this, event as never, listener as never);
      return on.call(this, 'error' as never, ((err: Error) => console.error(socketErrorLine(err, req.socket.remoteAddress))) as never);
    } as typeof rawClient.on;
    try {
      return await super.onConnection(...args);
    } finally {
      rawClient.on = on;
    }
  }

  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    // Stored where the transport's own shutdown clears it.
    this.pingInterval = startStaggeredHeartbeat(() => this.wss.clients as Iterable<PingedSocket>, pingInterval, pingMaxRetries);
  }
}
