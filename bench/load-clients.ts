// The clients of the server benchmark, run in a worker thread: their decoding and garbage
// stay off the server's event loop and heap, as they would on players' machines.
import { parentPort, workerData } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client, type Room } from '@colyseus/sdk';
import { playRandomGame } from '../engine/sim/random-game.js';

export type LoadPlan =
  | { mode: 'referee'; url: string; seconds: number; games: { gameId: string; seed: string; tokens: Record<string, string> }[] }
  | { mode: 'bare'; url: string; seconds: number; roomIds: string[] };

export interface LoadResult {
  rooms: number;
  clients: number;
  commands: number;
  p50: number;
  p99: number;
  max: number;
  clientLoopDelayP99: number;
}

interface Driven {
  clients: Room[];
  send: () => boolean;
}

function quiet(room: Room): Room {
  room.onMessage('*', () => {});
  return room;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function prepare(plan: LoadPlan): Promise<Driven[]> {
  const rooms: Driven[] = [];
  if (plan.mode === 'bare') {
    for (const roomId of plan.roomIds) {
      const clients: Room[] = [];
      for (let s = 0; s < 8; s++) clients.push(quiet(await new Client(plan.url).joinById(roomId, { seat: `s${s}` })));
      let k = 0;
      rooms.push({ clients, send: () => (clients[k % 8]!.send('move', { seat: `s${k++ % 8}` }), true) });
    }
    return rooms;
  }
  for (const game of plan.games) {
    const bySeat = new Map<string, Room>();
    for (const [id, token] of Object.entries(game.tokens)) bySeat.set(id, quiet(await new Client(plan.url).joinById(game.gameId, { token })));
    // The commands are chosen beforehand (the same seed gives the same game), so the
    // random player's own work is not in the measured loop.
    const script = playRandomGame(game.seed, 40 * plan.seconds).commands;
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
  return rooms;
}

/** One command per room per second, spread over the second; in every 10th room a second
 *  command as soon as the first has landed (a burst). Latency: from send to the last of the
 *  room's clients seeing the new version. */
async function drive(rooms: Driven[], seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const pending = new Map<Driven, { t0: number; from: number; seen: Set<number> }>();
  for (const r of rooms) {
    r.clients.forEach((c, ci) => {
      c.onStateChange((state: { version: number }) => {
        const p = pending.get(r);
        if (!p || !(state.version > p.from) || p.seen.has(ci)) return;
        p.seen.add(ci);
        if (p.seen.size === r.clients.length) {
          latencies.push(performance.now() - p.t0);
          pending.delete(r);
        }
      });
    });
  }
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  let commands = 0;
  const sendOne = (r: Driven) => {
    if (pending.has(r)) return;
    pending.set(r, { t0: performance.now(), from: (r.clients[0]!.state as { version: number }).version, seen: new Set() });
    if (r.send()) commands++;
    else pending.delete(r);
  };
  const start = performance.now();
  for (let s = 0; s < seconds; s++) {
    for (let i = 0; i < rooms.length; i++) {
      const wait = start + s * 1000 + (i * 1000) / rooms.length - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const r = rooms[i]!;
      sendOne(r);
      if (i % 10 === 0) {
        const again = () => (pending.has(r) ? setTimeout(again, 1) : sendOne(r));
        setTimeout(again, 1);
      }
    }
  }
  const deadline = performance.now() + 5000;
  while (pending.size > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  h.disable();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rooms: rooms.length,
    clients: rooms.length * 8,
    commands,
    p50: +percentile(sorted, 50).toFixed(2),
    p99: +percentile(sorted, 99).toFixed(2),
    max: +(sorted[sorted.length - 1] ?? NaN).toFixed(2),
    clientLoopDelayP99: +(h.percentile(99) / 1e6).toFixed(2),
  };
}

if (parentPort) {
  const plan = workerData as LoadPlan;
  const rooms = await prepare(plan);
  parentPort.postMessage({ ready: true });
  await new Promise<void>((resolve) => parentPort!.once('message', () => resolve()));
  const result = await drive(rooms, plan.seconds);
  for (const r of rooms) for (const c of r.clients) void c.leave();
  parentPort.postMessage({ result });
}
