// Server benchmark (issue 3): N rooms × 8 WebSocket clients on loopback, one command per room
// per second plus a burst; latency from a command leaving a seat to the last of the 8 seats
// receiving its patch; the event loop's delay; memory per room; durable appends per second;
// the same load on a bare Colyseus room in the same run; and the time to restore 100
// unfinished games from the log, as after a SIGKILL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client, type Room } from '@colyseus/sdk';
import { defineRoom, defineServer, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { startReferee, type Referee } from '../server/app.js';
import { playRandomGame } from '../engine/sim/random-game.js';
import { BareRoom } from './bare-room.js';

export interface LoadResult {
  rooms: number;
  clients: number;
  commands: number;
  p50: number;
  p99: number;
  max: number;
  loopDelayP99: number;
}

/** The benchmark reads state, not messages: accept them silently. */
function quiet(room: Room): Room {
  room.onMessage('*', () => {});
  return room;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Driven {
  clients: Room[];
  /** Sends one command for this room; returns false if none is possible. */
  send: () => boolean;
}

/** Measures the latency from send to the last of the room's clients seeing the new version. */
async function drive(rooms: Driven[], seconds: number, burstEvery: number): Promise<LoadResult & { latencies: number[] }> {
  const latencies: number[] = [];
  const pending = new Map<Room, { t0: number; from: number; seen: Set<number> }>();
  rooms.forEach((r, ri) => {
    r.clients.forEach((c, ci) => {
      c.onStateChange((state: { version: number }) => {
        const p = pending.get(r.clients[0]!);
        if (!p || state.version <= p.from || p.seen.has(ci)) return;
        p.seen.add(ci);
        if (p.seen.size === r.clients.length) {
          latencies.push(performance.now() - p.t0);
          pending.delete(r.clients[0]!);
        }
      });
      void ri;
    });
  });
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  let commands = 0;
  const sendOne = (r: Driven) => {
    if (pending.has(r.clients[0]!)) return;
    const from = (r.clients[0]!.state as { version: number }).version;
    pending.set(r.clients[0]!, { t0: performance.now(), from, seen: new Set() });
    if (r.send()) commands++;
    else pending.delete(r.clients[0]!);
  };
  const start = performance.now();
  for (let s = 0; s < seconds; s++) {
    // One command per room per second, spread over the second.
    for (let i = 0; i < rooms.length; i++) {
      const due = start + s * 1000 + (i * 1000) / rooms.length;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sendOne(rooms[i]!);
      // Bursts: every `burstEvery` rooms, a second command as soon as the first lands.
      if (i % burstEvery === 0) {
        const r = rooms[i]!;
        const check = () => (pending.has(r.clients[0]!) ? setTimeout(check, 1) : sendOne(r));
        setTimeout(check, 1);
      }
    }
  }
  const deadline = performance.now() + 5000;
  while (pending.size > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  h.disable();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rooms: rooms.length,
    clients: rooms.length * (rooms[0]?.clients.length ?? 0),
    commands,
    p50: +percentile(sorted, 50).toFixed(2),
    p99: +percentile(sorted, 99).toFixed(2),
    max: +(sorted[sorted.length - 1] ?? NaN).toFixed(2),
    loopDelayP99: +(h.percentile(99) / 1e6).toFixed(2),
    latencies,
  };
}

async function refereeLoad(n: number, seconds: number): Promise<{ load: LoadResult; memoryPerRoomKb: number; appendsPerSecond: number; referee: Referee; dbFile: string }> {
  const dbFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'referee.sqlite');
  let seeds = 0;
  const referee = await startReferee({ port: 0, dbFile, clientDir: tmpdir(), newSeed: () => `bench-${++seeds}` });
  const url = `ws://127.0.0.1:${referee.port}`;
  const rooms: Driven[] = [];
  // Memory: the heap taken by the games and their rooms on the server (measured before the
  // clients, which live in this same process, connect).
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const games: { gameId: string; seats: Record<string, { token: string }> }[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`http://127.0.0.1:${referee.port}/api/games`, { method: 'POST', body: JSON.stringify({ scenario: 'vellara-ford', players: 8 }) });
    games.push((await res.json()) as { gameId: string; seats: Record<string, { token: string }> });
  }
  global.gc?.();
  const memoryPerRoomKb = Math.round((process.memoryUsage().heapUsed - heapBefore) / n / 1024);
  for (let i = 0; i < n; i++) {
    const game = games[i]!;
    const bySeat = new Map<string, Room>();
    for (const [id, s] of Object.entries(game.seats)) bySeat.set(id, quiet(await new Client(url).joinById(game.gameId, { token: s.token })));
    // The commands are chosen beforehand (the same seed gives the same game), so the
    // random player's own work is not in the measured loop.
    const script = playRandomGame(`bench-${i + 1}`, 40 * seconds).commands;
    let next = 0;
    rooms.push({
      clients: [...bySeat.values()],
      send: () => {
        const cmd = script[next++];
        if (!cmd) return false;
        bySeat.get(cmd.seat)!.send('command', { command: cmd.command });
        return true;
      },
    });
  }
  const written0 = referee.registry.writer.written;
  const t0 = performance.now();
  const load = await drive(rooms, seconds, 10);
  const appendsPerSecond = Math.round(((referee.registry.writer.written - written0) / (performance.now() - t0)) * 1000);
  for (const r of rooms) for (const c of r.clients) void c.leave();
  return { load, memoryPerRoomKb, appendsPerSecond, referee, dbFile };
}

async function bareLoad(n: number, seconds: number): Promise<LoadResult> {
  const server = defineServer({ rooms: { bare: defineRoom(BareRoom) }, transport: new WebSocketTransport(), greet: false, gracefullyShutdown: false });
  await server.listen(0, '127.0.0.1');
  const port = (server.transport as unknown as { server: { address(): { port: number } } }).server.address().port;
  const rooms: Driven[] = [];
  for (let i = 0; i < n; i++) {
    const room = await matchMaker.createRoom('bare', {});
    const clients: Room[] = [];
    for (let s = 0; s < 8; s++) clients.push(quiet(await new Client(`ws://127.0.0.1:${port}`).joinById(room.roomId, { seat: `s${s}` })));
    let k = 0;
    rooms.push({ clients, send: () => (clients[k % 8]!.send('move', { seat: `s${k++ % 8}` }), true) });
  }
  const load = await drive(rooms, seconds, 10);
  for (const r of rooms) for (const c of r.clients) void c.leave();
  await server.gracefullyShutdown(false);
  return load;
}

async function recovery(dbFile: string): Promise<{ games: number; ms: number }> {
  const t0 = performance.now();
  const referee = await startReferee({ port: 0, dbFile, clientDir: tmpdir() });
  const ms = performance.now() - t0;
  const games = referee.restored;
  await referee.close();
  return { games, ms: +ms.toFixed(0) };
}

export async function runServerBench(log: (line: string) => void = console.log): Promise<void> {
  const n = Number(process.env.BENCH_ROOMS ?? 250);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  log(`server: ${n} rooms × 8 clients on loopback, ${seconds} s, one command per room per second, a second one right after in every 10th room`);
  const ref = await refereeLoad(n, seconds);
  const l = ref.load;
  await ref.referee.close();
  const bare = await bareLoad(n, seconds);
  log(`  bare room:    p50 ${bare.p50} ms  p99 ${bare.p99} ms  max ${bare.max} ms  (${bare.commands} moves; event-loop delay p99 ${bare.loopDelayP99} ms)`);
  log(`  referee room: p50 ${l.p50} ms  p99 ${l.p99} ms  max ${l.max} ms  (${l.commands} commands; event-loop delay p99 ${l.loopDelayP99} ms)`);
  log(`  p99 ratio referee / bare: ${(l.p99 / bare.p99).toFixed(2)}   target ≤ 1.5`);
  log(`  memory per room (server heap: game, log state, room; before clients join): ${ref.memoryPerRoomKb} KB   target ≤ 512 KB`);
  log(`  durable appends per second: ${ref.appendsPerSecond} (${ref.referee.registry.writer.batches} transactions)`);
  // Recovery: the first 100 games of this run are unfinished in the database.
  const rec = await recovery(ref.dbFile);
  log(`  restore of ${rec.games} unfinished games from the log at start: ${rec.ms} ms   target ≤ 2000 ms for 100`);
}
