// Cluster benchmark (issue 18; `npm run bench -- cluster`): the same load on one referee process
// and on three (one Redis, one PostgreSQL, the same machine): N games × 8 clients, one command
// per game a second plus bursts (bench/load-clients.ts, as the server part), latency from a
// command leaving a seat to the last of its 8 seats seeing it; commands/s; the processes' CPU
// (% of one core, all processes together); memory per game (the processes' resident memory
// grown by the games and their clients, per game). Then the take-over: M more games × 8 seats
// on one of the three, that process killed (SIGKILL), and the time until every one of their
// seats has joined again by itself and every game has accepted a command again.
//
// BENCH_CLUSTER_GAMES (default 100), BENCH_SECONDS (10), BENCH_TAKEOVER_GAMES (100) scale it;
// BENCH_CLUSTER_PARTS=takeover runs the take-over alone (three processes, no load first), to
// repeat it; BENCH_CLUSTER_NODE_FLAGS gives the referee processes Node flags (e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof`: the survivors write their profiles when stopped, and
// the take-over's seat threads too; or `--perf-basic-prof` for Linux perf).
// The databases are made for the run on the PostgreSQL of TEST_DATABASE_URL (default the
// machine's, postgres://postgres@127.0.0.1:5432/postgres) and dropped after; Redis is
// TEST_REDIS_URL's (default redis://127.0.0.1:6379), database 12.
import { appendFileSync } from 'node:fs';
import { readdirSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { Redis } from 'ioredis';
import pg from 'pg';
import { chooseCommand, Dice } from '../engine/sim/random-game.js';
import { seededRandom } from '../engine/rules/random.js';
import { GameSession } from '../server/game/session.js';
import { openStore } from '../server/store/open.js';
import { RECONNECT_GRACE_MS } from '../client/src/game/reconnect-policy.js';
import { startRefereeProcess, type RefereeProcess } from '../test/cluster/harness.js';
import type { TakeoverPlan, TakeoverResult } from './takeover-seats.js';
import type { LoadPlan, PhaseResult, WorkerRequest } from './load-clients.js';
import { clientCollectionNote } from './phase-gc.js';

/** Worker threads the take-over's seats live in (BENCH_TAKEOVER_THREADS). */
const TAKEOVER_THREADS = 2;
const int = (v: string | undefined, d: number) => (v && Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : d);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2);
}

/** CPU time (user + system) of a process so far, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** CPU time (ms) of each process of the machine whose command is `name` (PostgreSQL's
 *  backends, Redis), by pid: what the take-over cost the services the benchmark shares the cores
 *  with. */
function cpuOf(name: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith(name)) out.set(Number(pid), cpuMs(Number(pid)));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** The CPU those processes used since `before` (a backend that ended meanwhile is not counted;
 *  one that started is, whole). */
function cpuSince(name: string, before: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of cpuOf(name)) total += ms - (before.get(pid) ?? 0);
  return Math.round(total);
}

function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]) * 1024;
}

const nodeFlags = () => (process.env.BENCH_CLUSTER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);

const adminUrl = () => process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

function redisUrl(): string {
  const url = new URL(process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379');
  if (url.pathname === '' || url.pathname === '/') url.pathname = '/12';
  return url.toString();
}

async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `epic_bench_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    const drop = new pg.Client({ connectionString: adminUrl() });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  }
}

interface Created {
  gameId: string;
  seed: string;
  tokens: Record<string, string>;
  via: RefereeProcess;
}

/** Creates `count` games round robin over `on` (each process's seeds are `prefix-1`, -2, …). */
async function createGames(on: RefereeProcess[], count: number, made: Map<RefereeProcess, number>): Promise<Created[]> {
  const out: Created[] = [];
  for (let i = 0; i < count; i++) {
    const via = on[i % on.length]!;
    const res = await fetch(`${via.url}/api/games`, { method: 'POST', body: JSON.stringify({ scenario: 'vellara-ford', players: 8 }), headers: { 'content-type': 'application/json' } });
    if (res.status !== 201) throw new Error(`creating a game: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { gameId: string; seats: Record<string, { token: string }> };
    const n = (made.get(via) ?? 0) + 1;
    made.set(via, n);
    out.push({ gameId: body.gameId, seed: `${via.id}-${n}`, tokens: Object.fromEntries(Object.entries(body.seats).map(([s, v]) => [s, v.token])), via });
  }
  return out;
}

async function loadWorker(plan: LoadPlan) {
  const worker = new Worker(new URL('./load-clients.ts', import.meta.url), { workerData: plan, execArgv: ['--import', 'tsx'] });
  const next = async () => (await once(worker, 'message'))[0] as { ready?: true; result?: PhaseResult; left?: true };
  await next();
  return {
    phase: async (seconds: number) => (worker.postMessage({ go: 'referee', seconds } satisfies WorkerRequest), (await next()).result!),
    stop: async () => {
      worker.postMessage({ leave: true } satisfies WorkerRequest);
      await next();
      await worker.terminate();
    },
  };
}

interface LoadFigures {
  processes: number;
  games: number;
  commandsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  cpuPercent: number;
  memoryPerGameKb: number;
}

/** The same load on `count` processes (1: alone, no Redis; more: a cluster). */
async function loadRun(databaseUrl: string, count: number, games: number, seconds: number, keep: (procs: RefereeProcess[]) => Promise<void>): Promise<LoadFigures> {
  const procs: RefereeProcess[] = [];
  try {
    for (let i = 0; i < count; i++) {
      // Every game comes from the benchmark's one address: the creation limit is raised.
      procs.push(await startRefereeProcess(`p${i + 1}`, { databaseUrl, redisUrl: count > 1 ? redisUrl() : null, script: 'bench/cluster-process.ts', env: { BENCH_SEED_PREFIX: `p${i + 1}`, REFEREE_CREATE_PER_MINUTE: '100000' }, nodeFlags: nodeFlags() }));
    }
    if (games === 0) {
      await keep(procs);
      return { processes: count, games, commandsPerSecond: 0, p50: NaN, p99: NaN, max: NaN, cpuPercent: 0, memoryPerGameKb: 0 };
    }
    const pids = procs.map((p) => p.child.pid!);
    const rss0 = pids.reduce((a, pid) => a + rssBytes(pid), 0);
    const created = await createGames(procs, games, new Map());
    // Two client threads, as the server part; every seat joins through the first process.
    const half = Math.ceil(created.length / 2);
    const plans: LoadPlan[] = [created.slice(0, half), created.slice(half)].filter((g) => g.length > 0).map((g) => ({ mode: 'referee', url: procs[0]!.url, commandsPerRoom: (seconds + 2) * 2 + 20, games: g.map(({ gameId, seed, tokens }) => ({ gameId, seed, tokens })) }));
    const workers = await Promise.all(plans.map(loadWorker));
    // A short warm-up, not counted: the first seconds run cold code and open the pools.
    await Promise.all(workers.map((w) => w.phase(2)));
    const rss1 = pids.reduce((a, pid) => a + rssBytes(pid), 0);
    const cpu0 = pids.map(cpuMs);
    const t0 = performance.now();
    const results = await Promise.all(workers.map((w) => w.phase(seconds)));
    const ms = performance.now() - t0;
    const cpu = pids.map(cpuMs).reduce((a, c, i) => a + c - cpu0[i]!, 0);
    for (const w of workers) await w.stop();
    const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const commands = results.reduce((a, r) => a + r.commands, 0);
    await keep(procs);
    return {
      processes: count,
      games,
      commandsPerSecond: Math.round(commands / seconds),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: percentile(latencies, 100),
      cpuPercent: Math.round((cpu / ms) * 100),
      memoryPerGameKb: Math.round((rss1 - rss0) / games / 1024),
    };
  } finally {
    for (const p of procs) await p.kill('SIGTERM').catch(() => undefined);
  }
}

/** M games × 8 seats on one process of three; SIGKILL it; time until every seat is back and
 *  every game has accepted a command again. The seats live in two worker threads
 *  (bench/takeover-seats.ts), so that the benchmark's own clients are not what is timed. */
async function takeover(databaseUrl: string, procs: RefereeProcess[], games: number): Promise<{ rejoinedMs: number; playingMs: number; games: number; seats: number; firstBackMs: number; halfBackMs: number; clientBusyPercent: number; threads: number; seatLag: { p99: number; max: number }[]; roomsBackMs: number; gaveUp: { first: number; half: number; last: number }; cpu: { referees: number; postgres: number; redis: number; seats: number }; roomsOpened: { first: number; half: number }; lag: { p99: number; max: number }[]; refusals: Record<string, number>; rerouted: number }> {
  const victim = procs[1]!;
  const created = await createGames([victim], games, new Map()); // (their seeds are not needed: the log says)
  // Each game's next command, chosen before the kill from its log.
  const store = await openStore(databaseUrl);
  const planned: TakeoverPlan['games'] = [];
  for (const g of created) {
    const state = (await GameSession.restore(store, g.gameId)).state;
    const cmd = chooseCommand(state, new Dice(seededRandom(g.gameId)))!;
    planned.push({ gameId: g.gameId, tokens: g.tokens, next: { seat: cmd.seat, command: cmd.command, version: state.version } });
  }
  await store.close();
  const endpoints = [procs[0]!, procs[2]!, victim].map((p) => ({ id: p.id, url: p.url, port: p.port }));
  const threads = int(process.env.BENCH_TAKEOVER_THREADS, TAKEOVER_THREADS);
  const parts = Array.from({ length: threads }, (_, i) => planned.filter((_, j) => j % threads === i)).filter((p) => p.length > 0);
  const setupPids = procs.map((p) => p.child.pid!);
  const setupCpu0 = setupPids.map(cpuMs);
  const setupT0 = performance.now();
  const workers = await Promise.all(
    parts.map(async (part) => {
      const worker = new Worker(new URL('./takeover-seats.ts', import.meta.url), { workerData: { endpoints, victimPort: victim.port, games: part } satisfies TakeoverPlan, execArgv: [...nodeFlags().filter((f) => f.startsWith('--cpu-prof')), '--import', 'tsx'] });
      await once(worker, 'message');
      return worker;
    }),
  );
  if (process.env.BENCH_SETUP_CPU) console.log(`  setup joins: ${Math.round(performance.now() - setupT0)} ms; CPU per process ${setupPids.map((pid, i) => Math.round(cpuMs(pid) - setupCpu0[i]!)).join(', ')} ms`);
  // The cluster's own part: when every one of these games has its room open again in a living
  // process (Colyseus's room list on Redis names each room's public address), whatever its
  // clients are doing.
  const redis = new Redis(redisUrl());
  const ids = planned.map((g) => g.gameId);
  let roomsBackMs = NaN;
  const survivors = [procs[0]!, procs[2]!].map((p) => p.child.pid!);
  // prom-client's event-loop figures start afresh at each look: one now, one after.
  const loopLag = async () => Promise.all([procs[0]!, procs[2]!].map(async (p) => {
    const text = await (await fetch(`${p.url}/metrics`)).text();
    const get = (name: string) => Math.round(Number(new RegExp(`^${name} ([0-9.e+-]+)`, 'm').exec(text)?.[1] ?? NaN) * 1000);
    // Joins given up because the room they were routed to stopped answering (a counter: the
    // difference is taken).
    const rerouted = Number(/^referee_joins_rerouted_total ([0-9]+)/m.exec(text)?.[1] ?? NaN);
    return { p99: get('nodejs_eventloop_lag_p99_seconds'), max: get('nodejs_eventloop_lag_max_seconds'), rerouted };
  }));
  const reroutedBefore = (await loopLag()).reduce((n, l) => n + l.rerouted, 0);
  const cpu0 = { referees: survivors.reduce((a, pid) => a + cpuMs(pid), 0), postgres: cpuOf('postgres'), redis: cpuOf('redis-server') };
  const statsBefore = process.env.BENCH_TAKEOVER_TRACE ? await redis.info('commandstats') : '';
  const killedAt = performance.timeOrigin + performance.now();
  // On the profilers' clock (CLOCK_MONOTONIC, µs), to cut the take-over out of a profile.
  if (nodeFlags().length > 0) console.log(`  (killed at ${process.hrtime.bigint() / 1000n} µs monotonic)`);
  await victim.kill('SIGKILL');
  const exitedMs = performance.timeOrigin + performance.now() - killedAt;
  if (process.env.BENCH_TAKEOVER_TRACE) console.log(`  (the killed process had exited ${Math.round(exitedMs)} ms after the kill)`);
  const roomsBack = (async () => {
    // Only the games not yet back are looked up again: the benchmark's own process shares the
    // two cores with what it measures.
    let waiting = ids;
    for (;;) {
      const listed = await redis.hmget('roomcaches', ...waiting);
      waiting = waiting.filter((_, i) => {
        const l = listed[i];
        return l === null || l === undefined || (JSON.parse(l) as { publicAddress?: string }).publicAddress === `127.0.0.1:${victim.port}`;
      });
      if (waiting.length === 0) {
        roomsBackMs = performance.timeOrigin + performance.now() - killedAt;
        return;
      }
      if (performance.timeOrigin + performance.now() - killedAt > 120_000) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const results = await Promise.all(
    workers.map(async (w) => {
      w.postMessage({ killed: killedAt });
      return (await once(w, 'message'))[0] as TakeoverResult;
    }),
  );
  const lag = await loopLag();
  const rerouted = lag.reduce((n, l) => n + l.rerouted, 0) - reroutedBefore;
  if (process.env.BENCH_TAKEOVER_TRACE) {
    // Redis commands during the take-over, by name (the survivors', the seats' and this look's).
    const calls = (info: string) => new Map([...info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)].map((m) => [m[1]!, Number(m[2])]));
    const [before, after] = [calls(statsBefore), calls(await redis.info('commandstats'))];
    console.log(`  Redis commands meanwhile: ${[...after].map(([k, n]) => [k, n - (before.get(k) ?? 0)] as const).filter(([, n]) => n > 0).sort((x, y) => y[1] - x[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  }
  if (process.env.BENCH_TAKEOVER_TRACE) appendFileSync(process.env.BENCH_TAKEOVER_TRACE, [procs[0]!, procs[2]!].map((p) => `--- ${p.port}\n${p.output.join('')}`).join('\n'));
  // When each room was made again (its listing's createdAt), after the kill.
  const opened = (await redis.hmget('roomcaches', ...ids))
    .map((l) => (l ? new Date((JSON.parse(l) as { createdAt: string }).createdAt).getTime() - killedAt : NaN))
    .filter((ms) => !Number.isNaN(ms))
    .sort((a, b) => a - b);
  const cpu = {
    referees: Math.round(survivors.reduce((a, pid) => a + cpuMs(pid), 0) - cpu0.referees),
    postgres: cpuSince('postgres', cpu0.postgres),
    redis: cpuSince('redis-server', cpu0.redis),
    seats: Math.round(results.reduce((a, r) => a + r.cpuMs, 0)),
  };
  await roomsBack;
  redis.disconnect();
  for (const w of workers) {
    w.postMessage({ leave: true });
    await once(w, 'message');
    await w.terminate();
  }
  const back = results.flatMap((r) => r.backMs).sort((a, b) => a - b);
  return {
    rejoinedMs: Math.round(back[back.length - 1]!),
    playingMs: Math.round(Math.max(...results.flatMap((r) => r.playingMs))),
    games,
    seats: back.length,
    firstBackMs: Math.round(back[0]!),
    halfBackMs: Math.round(back[Math.floor(back.length / 2)]!),
    clientBusyPercent: Math.max(...results.map((r) => r.busyPercent)),
    threads: workers.length,
    seatLag: results.map((r) => r.lag),
    roomsBackMs: Math.round(roomsBackMs),
    gaveUp: (() => {
      const g = results.flatMap((r) => r.gaveUpMs).sort((a, b) => a - b);
      return { first: Math.round(g[0]!), half: Math.round(g[Math.floor(g.length / 2)]!), last: Math.round(g[g.length - 1]!) };
    })(),
    cpu,
    lag,
    rerouted,
    roomsOpened: { first: Math.round(opened[0]!), half: Math.round(opened[Math.floor(opened.length / 2)]!) },
    refusals: results.reduce<Record<string, number>>((all, r) => {
      for (const [why, n] of Object.entries(r.refusals)) all[why] = (all[why] ?? 0) + n;
      return all;
    }, {}),
  };
}

export async function runClusterBench(): Promise<void> {
  const games = int(process.env.BENCH_CLUSTER_GAMES, 100);
  const seconds = int(process.env.BENCH_SECONDS, 10);
  const takeoverGames = int(process.env.BENCH_TAKEOVER_GAMES, 100);
  console.log(`cluster: ${games} games × 8 clients, ${seconds} s, one process (no Redis) against three (Redis ${redisUrl()}), PostgreSQL; the clients' threads ${clientCollectionNote()}`);
  const takeoverOnly = process.env.BENCH_CLUSTER_PARTS === 'takeover';
  const rows: LoadFigures[] = [];
  let taken: Awaited<ReturnType<typeof takeover>> | null = null;
  for (const count of takeoverOnly ? [3] : [1, 3]) {
    rows.push(
      await withDatabase((url) =>
        loadRun(url, count, takeoverOnly ? 0 : games, seconds, async (procs) => {
          if (count === 3) taken = await takeover(url, procs, takeoverGames);
        }),
      ),
    );
  }
  for (const r of rows.filter((row) => row.games > 0)) {
    console.log(`  ${r.processes} process${r.processes === 1 ? '' : 'es'}: ${r.commandsPerSecond} commands/s, command to last client p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms; CPU ${r.cpuPercent}% of one core; ${r.memoryPerGameKb} KB a game (8 clients)`);
  }
  if (taken) {
    const t = taken as Awaited<ReturnType<typeof takeover>>;
    console.log(`  take-over: ${t.games} games (${t.seats} seats) on a killed process: every game's room open again in a living process in ${t.roomsBackMs} ms (the first in ${t.roomsOpened.first} ms, half of them in ${t.roomsOpened.half} ms); every seat back in ${t.rejoinedMs} ms (the first in ${t.firstBackMs} ms, half of them in ${t.halfBackMs} ms; the seats gave the dead room up after ${t.gaveUp.first}, ${t.gaveUp.half} (half) and ${t.gaveUp.last} ms (all), a failed try of the old room or at most ${RECONNECT_GRACE_MS} ms; the seats' clients, in ${t.threads} worker threads, kept the busiest ${t.clientBusyPercent} % busy meanwhile), every game playing again in ${t.playingMs} ms   target ≤ 5000 ms`);
    console.log(`    CPU time until every game played again: the two living referee processes ${t.cpu.referees} ms, their seats' clients ${t.cpu.seats} ms, PostgreSQL ${t.cpu.postgres} ms, Redis ${t.cpu.redis} ms (two cores: ${2 * t.playingMs} ms in all)`);
    console.log(`    the living referee processes' event loops meanwhile: ${t.lag.map((l) => `p99 ${l.p99} ms, max ${l.max} ms`).join('; ')}; the seats' threads': ${t.seatLag.map((l) => `p99 ${l.p99} ms, max ${l.max} ms`).join('; ')}`);
    const refused = Object.entries(t.refusals).sort((a, b) => b[1] - a[1]);
    console.log(`    joins refused on the way back: ${refused.length === 0 ? 'none' : refused.map(([why, n]) => `${n} × ${why}`).join('; ')}; joins routed to a room whose process died meanwhile, started over (referee_joins_rerouted_total): ${t.rerouted}`);
  }
}
