// Server benchmark (issue 3): N rooms × 8 WebSocket clients on loopback, one command per room
// per second plus bursts; latency from a command leaving a seat to the last of the 8 seats
// receiving its patch; the server's event-loop delay; memory per room; durable appends per
// second; the same load on a bare Colyseus room in the same run; and the time to restore the
// unfinished games from the log, as after a SIGKILL. The clients run in a worker thread
// (bench/load-clients.ts), so their work stays off the server's event loop.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { defineRoom, defineServer, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { startReferee } from '../server/app.js';
import { BareRoom } from './bare-room.js';
import type { LoadPlan, LoadResult } from './load-clients.js';

/** Runs the clients in a worker; measures the server's event-loop delay while they play. */
async function load(plan: LoadPlan): Promise<LoadResult & { serverLoopDelayP99: number }> {
  const worker = new Worker(new URL('./load-clients.ts', import.meta.url), { workerData: plan, execArgv: ['--import', 'tsx'] });
  const h = monitorEventLoopDelay({ resolution: 1 });
  return new Promise((resolve, reject) => {
    worker.on('error', reject);
    worker.on('message', (m: { ready?: true; result?: LoadResult }) => {
      if (m.ready) {
        h.enable();
        worker.postMessage('go');
      } else if (m.result) {
        h.disable();
        void worker.terminate();
        resolve({ ...m.result, serverLoopDelayP99: +(h.percentile(99) / 1e6).toFixed(2) });
      }
    });
  });
}

export async function runServerBench(log: (line: string) => void = console.log): Promise<void> {
  const n = Number(process.env.BENCH_ROOMS ?? 250);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  log(`server: ${n} rooms × 8 clients on loopback, ${seconds} s, one command per room per second, a second one right after in every 10th room`);

  // The referee.
  const dbFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'referee.sqlite');
  let seeds = 0;
  const referee = await startReferee({ port: 0, dbFile, clientDir: tmpdir(), newSeed: () => `bench-${++seeds}` });
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const games: { gameId: string; seed: string; tokens: Record<string, string> }[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`http://127.0.0.1:${referee.port}/api/games`, { method: 'POST', body: JSON.stringify({ scenario: 'vellara-ford', players: 8 }) });
    const game = (await res.json()) as { gameId: string; seats: Record<string, { token: string }> };
    games.push({ gameId: game.gameId, seed: `bench-${i + 1}`, tokens: Object.fromEntries(Object.entries(game.seats).map(([k, v]) => [k, v.token])) });
  }
  global.gc?.();
  const memoryPerRoomKb = Math.round((process.memoryUsage().heapUsed - heapBefore) / n / 1024);
  const written0 = referee.registry.writer.written;
  const batches0 = referee.registry.writer.batches;
  const ref = await load({ mode: 'referee', url: `ws://127.0.0.1:${referee.port}`, seconds, games });
  const appends = referee.registry.writer.written - written0;
  global.gc?.();
  const memoryWithClientsKb = Math.round((process.memoryUsage().heapUsed - heapBefore) / n / 1024);
  await referee.close();

  // The bare room, same load.
  const server = defineServer({ rooms: { bare: defineRoom(BareRoom) }, transport: new WebSocketTransport(), greet: false, gracefullyShutdown: false });
  await server.listen(0, '127.0.0.1');
  const port = (server.transport as unknown as { server: { address(): { port: number } } }).server.address().port;
  const roomIds: string[] = [];
  for (let i = 0; i < n; i++) roomIds.push((await matchMaker.createRoom('bare', {})).roomId);
  const bare = await load({ mode: 'bare', url: `ws://127.0.0.1:${port}`, seconds, roomIds });
  await server.gracefullyShutdown(false);

  log(`  bare room:    p50 ${bare.p50} ms  p99 ${bare.p99} ms  max ${bare.max} ms  (${bare.commands} moves; server event-loop delay p99 ${bare.serverLoopDelayP99} ms; clients' ${bare.clientLoopDelayP99} ms)`);
  log(`  referee room: p50 ${ref.p50} ms  p99 ${ref.p99} ms  max ${ref.max} ms  (${ref.commands} commands; server event-loop delay p99 ${ref.serverLoopDelayP99} ms; clients' ${ref.clientLoopDelayP99} ms)`);
  log(`  p99 ratio referee / bare: ${(ref.p99 / bare.p99).toFixed(2)}   target ≤ 1.5`);
  log(`  memory per room (server heap): ${memoryPerRoomKb} KB before clients join, ${memoryWithClientsKb} KB with 8 clients after the run   target ≤ 512 KB`);
  log(`  durable appends per second: ${Math.round(appends / seconds)} over the ${seconds} s of load (${referee.registry.writer.batches - batches0} transactions for ${appends} appends)`);

  // Recovery: every game of this run is unfinished in the database.
  const r0 = performance.now();
  const again = await startReferee({ port: 0, dbFile, clientDir: tmpdir() });
  const ms = Math.round(performance.now() - r0);
  log(`  restore of ${again.restored} unfinished games from the log at start: ${ms} ms   target ≤ 2000 ms for 100`);
  await again.close();
}
