// The cluster benchmark's take-over seats (bench/cluster.ts), in a worker thread: each worker
// holds some of the games' seats (test/cluster/harness.ts's ResilientSeat, which gives a dropped
// room up as the browser does and joins again by id through the living processes). They stand
// in for 800 browsers, each on its own device, yet they share the machine's two cores with what
// is measured: so they do their part as cheaply as a browser would (see the harness's lightFetch,
// the `ws` WebSocket below, no console output) and report their own CPU time apart.
//
// Messages: `{ killed: epochMs }` (the victim was killed then: it is no longer an endpoint) →
// the worker answers when each seat was back and when each game accepted its next command (ms
// after the kill), and how busy its thread was; `{ leave: true }` → the seats leave.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { ResilientSeat as Seat, RefereeProcess } from '../test/cluster/harness.js';

export interface TakeoverPlan {
  /** The living processes first, the victim last (seats join through them in turn). */
  endpoints: { id: string; url: string; port: number }[];
  victimPort: number;
  games: { gameId: string; tokens: Record<string, string>; next: { seat: string; command: unknown; version: number } }[];
}

export interface TakeoverResult {
  backMs: number[];
  playingMs: number[];
  busyPercent: number;
  /** The thread's CPU time from the kill until its games played again (ms). */
  cpuMs: number;
  /** When each seat gave the dead room up and set out to join again (ms after the kill). */
  gaveUpMs: number[];
  /** The joins refused on the way back, by reason. */
  refusals: Record<string, number>;
  /** How late this thread's event loop ran its callbacks meanwhile (ms): p99 and max. A stand-in
   *  for 400 browsers in one thread answers each one later than its own browser would. */
  lag: { p99: number; max: number };
}

/** This thread's CPU time (ms): `process.cpuUsage()` counts the whole process's threads. */
function threadCpu(): number {
  const used = (process as unknown as { threadCpuUsage(): NodeJS.CpuUsage }).threadCpuUsage();
  return (used.user + used.system) / 1000;
}

if (parentPort) {
  // The SDK tells each reconnection try on console.info (two lines a try, 800 seats at once):
  // from a worker thread each line is a message to the main thread and a write to its pipe, the
  // benchmark's own work on the cores it measures; a browser's console costs next to nothing.
  console.info = () => {};
  // The SDK takes Node's own WebSocket (undici, in JavaScript) when there is one, else the `ws`
  // package (as on Node 20); a browser's is native. `ws` cost the seats about a tenth less CPU.
  delete (globalThis as { WebSocket?: unknown }).WebSocket;
  const { ResilientSeat, RoundRobin } = await import('../test/cluster/harness.js');
  const plan = workerData as TakeoverPlan;
  const endpoints = plan.endpoints.map((e) => ({ ...e, alive: true }));
  const live = () => endpoints as unknown as RefereeProcess[];
  const seats = new Map<string, Record<string, Seat>>();
  // The seats of this worker stand behind one load balancer.
  const balancer = new RoundRobin(live);
  for (const g of plan.games) {
    const bySeat: Record<string, Seat> = {};
    for (const [seatId, token] of Object.entries(g.tokens)) {
      // Spread over the three processes, as a load balancer spreads them: each process has
      // routed joins and hosted rooms before the kill, as in a cluster that has been running.
      bySeat[seatId] = new ResilientSeat(g.gameId, token, balancer);
      await bySeat[seatId].connect();
    }
    seats.set(g.gameId, bySeat);
  }
  const all = [...seats.values()].flatMap((s) => Object.values(s));
  const since = (epoch: number) => performance.timeOrigin + performance.now() - epoch;
  parentPort.on('message', async (m: { killed?: number; leave?: true }) => {
    if (m.killed !== undefined) {
      const killedAt = m.killed;
      for (const e of endpoints) if (e.port === plan.victimPort) e.alive = false;
      const cpu0 = threadCpu();
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const t0 = performance.now();
      const backAt = new Map<Seat, number>();
      // Each seat says when it has joined again (an event, not a look every few ms).
      let allBack: () => void = () => {};
      const back = new Promise<void>((resolve, reject) => {
        allBack = resolve;
        setTimeout(() => reject(new Error(`take-over: ${all.length - backAt.size} seats not back after 120 s (last refusal: ${all.find((s) => !backAt.has(s))?.lastError})`)), 120_000).unref();
      });
      const seatBack = (s: Seat) => {
        if (backAt.has(s) || s.connectedPort() === plan.victimPort) return;
        backAt.set(s, since(killedAt));
        if (backAt.size === all.length) allBack();
      };
      for (const s of all) s.onJoined = () => seatBack(s);
      const playing = await Promise.all(
        plan.games.map(async (g) => {
          for (;;) {
            if (since(killedAt) > 120_000) throw new Error(`take-over: game ${g.gameId} accepted no command in 120 s`);
            const answer = await seats.get(g.gameId)![g.next.seat]!.request('command', { command: g.next.command, basedOn: g.next.version }, 30_000);
            if (answer?.type === 'accepted') return since(killedAt);
            if (answer?.type === 'rejected' && answer.payload.code !== 'server/storage_failed') throw new Error(`game ${g.gameId}: ${answer.payload.code} ${answer.payload.message}`);
          }
        }),
      );
      await back;
      const cpuMs = threadCpu() - cpu0;
      delay.disable();
      const lag = { p99: Math.round(delay.percentile(99) / 1e6), max: Math.round(delay.max / 1e6) };
      const busyPercent = Math.round((cpuMs / (performance.now() - t0)) * 100);
      const refusals: Record<string, number> = {};
      for (const s of all) for (const [why, n] of s.refusals) refusals[why] = (refusals[why] ?? 0) + n;
      const gaveUpMs = all.map((s) => (s.lostAt ?? NaN) - killedAt);
      // BENCH_TAKEOVER_TRACE=<file>: every seat's timeline since the kill, to look into.
      if (process.env.BENCH_TAKEOVER_TRACE) {
        const lines = all.map((s) => `${s.gameId} ${s.token.slice(0, 6)}: ${s.trace.filter(([at]) => at >= killedAt - 5).map(([at, what]) => `${Math.round(at - killedAt)} ${what}`).join(' | ')}`);
        appendFileSync(process.env.BENCH_TAKEOVER_TRACE, lines.join('\n') + '\n');
      }
      parentPort!.postMessage({ backMs: [...backAt.values()], playingMs: playing, busyPercent, cpuMs, refusals, gaveUpMs, lag } satisfies TakeoverResult);
    } else if (m.leave) {
      for (const s of all) await s.leave();
      parentPort!.postMessage({ left: true });
    }
  });
  parentPort.postMessage({ ready: true });
}
