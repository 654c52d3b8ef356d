// The keep-alive pings as an operator sets them (REFEREE_PING_INTERVAL_MS, REFEREE_PING_MISSES;
// server/transport/staggered-heartbeat.ts): every client pinged once an interval, and one that
// stops answering cut off after that many pings, its seat shown as gone to the table. Once in
// the server (startReferee's `keepAlive`), once in the process as `npm start` runs it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket as NodeWebSocket } from 'ws';

// The SDK takes Node's own WebSocket when there is one, which answers pings where a test cannot
// see them; without it the SDK uses the `ws` package, whose socket shows each ping and can be
// made to stop reading (a client gone silent: a laptop closed, a network dropped).
vi.hoisted(() => {
  delete (globalThis as { WebSocket?: unknown }).WebSocket;
});

import { freePort, refereeProcesses } from './referee-process.js';
import { createGame, joinSeat, metricSample, startTestReferee, type Seat } from './support.js';

const INTERVAL_MS = 300;
/** Colyseus's own, which the bounds below tell apart from the one asked for. */
const DEFAULT_INTERVAL_MS = 3000;

function socketOf(seat: Seat): NodeWebSocket {
  const ws = (seat.room as unknown as { connection: { transport: { ws: NodeWebSocket } } }).connection.transport.ws;
  if (typeof ws.on !== 'function') throw new Error('the SDK is not on the ws package');
  return ws;
}

/** Resolves once the client has been pinged `n` times more, with the times of those pings. */
function pinged(seat: Seat, n: number): Promise<number[]> {
  const times: number[] = [];
  return new Promise((resolve) =>
    socketOf(seat).on('ping', () => {
      times.push(performance.now());
      if (times.length === n) resolve(times);
    }),
  );
}

/** Resolves with the seat's `connected` as `who` sees it once it is `connected`. */
function seesConnected(who: Seat, seatId: string, connected: boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if ((who.room.state as any)?.seats?.get(seatId) === connected) resolve();
    };
    who.room.onStateChange(check);
    check();
  });
}

/** Two seats of a game at `url`, the first watching: checks that the watcher is pinged at
 *  INTERVAL_MS (three pings take at least two intervals, and less than two of the default's),
 *  then makes the second's client stop reading (no more pongs: a laptop closed) and gives how
 *  long the referee took to drop it, as the watcher sees its seat go. */
async function pingedThenSilenced(url: string, game: Awaited<ReturnType<typeof createGame>>, watcherId: string, silentId: string): Promise<{ watcher: Seat; droppedAfterMs: number }> {
  const watcher = await joinSeat(url, game.gameId, game.seats[watcherId]!.token);
  const other = await joinSeat(url, game.gameId, game.seats[silentId]!.token);
  await seesConnected(watcher, silentId, true);
  const pings = await pinged(watcher, 3);
  expect(pings[2]! - pings[0]!).toBeGreaterThanOrEqual(2 * INTERVAL_MS * 0.9);
  expect(pings[2]! - pings[0]!).toBeLessThan(2 * DEFAULT_INTERVAL_MS * 0.9);
  const silent = socketOf(other);
  (silent as unknown as { _socket: { pause(): void } })._socket.pause();
  const from = performance.now();
  await seesConnected(watcher, silentId, false);
  const droppedAfterMs = performance.now() - from;
  silent.terminate();
  return { watcher, droppedAfterMs };
}

describe('keep-alive pings at the operator\'s interval', () => {
  let ref: Awaited<ReturnType<typeof startTestReferee>>;
  beforeAll(async () => {
    ref = await startTestReferee(undefined, { keepAlive: { intervalMs: INTERVAL_MS, maxMissed: 2 } });
  });
  afterAll(async () => {
    await ref.close();
  });

  it('pings each client once an interval, and cuts off one that stops answering while the others stay', async () => {
    const cutOff = async () => metricSample(await (await fetch(`${ref.url}/metrics`)).text(), 'referee_clients_cut_off_total');
    expect(await cutOff()).toBe(0);
    // The Left Field General's client goes silent: after two unanswered pings the referee drops
    // it, and the table sees his seat gone; the Overall Commander's stays. The operator's
    // /metrics counts the client cut off.
    const { watcher, droppedAfterMs } = await pingedThenSilenced(ref.url, await createGame(ref.url), 'south:oc', 'south:left');
    expect(droppedAfterMs).toBeGreaterThanOrEqual(INTERVAL_MS * 0.9);
    expect(droppedAfterMs).toBeLessThan(2 * DEFAULT_INTERVAL_MS);
    expect((watcher.room.state as any).seats.get('south:oc')).toBe(true);
    expect(await cutOff()).toBe(1);
    await watcher.room.leave();
  });
});

describe('keep-alive settings of the referee process', () => {
  const processes = refereeProcesses('keep-alive');
  afterAll(() => {
    processes.killAll();
  });

  it('pings at REFEREE_PING_INTERVAL_MS and cuts off a silent client after REFEREE_PING_MISSES', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    await processes.start(port, { REFEREE_PING_INTERVAL_MS: String(INTERVAL_MS), REFEREE_PING_MISSES: '1' });
    // One unanswered ping is enough: dropped within about two intervals, well before Colyseus's
    // own two misses at 3 s (6 s and more).
    const { watcher, droppedAfterMs } = await pingedThenSilenced(url, await createGame(url), 'north:oc', 'north:left');
    expect(droppedAfterMs).toBeLessThan(DEFAULT_INTERVAL_MS);
    await watcher.room.leave();
  }, 60_000);
});
