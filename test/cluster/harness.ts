// Referee processes of a cluster for the tests and the cluster benchmark (issue 18): each a
// real `server/main.ts` started the way an operator starts it (PORT, DATABASE_URL, REDIS_URL,
// PUBLIC_ADDRESS), spawned as Node itself so that a SIGKILL kills the server, not a wrapper;
// and seats that reconnect by themselves, as the browser client does
// (client/src/game/connection.ts): when the room's connection is lost they join again by id
// through whichever process still answers (in production, the load balancer's job).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from '@colyseus/sdk';
import '../../server/rooms/wire-text.js';
import { EpicState } from '../../server/rooms/state.js';
import { STATE_SCHEMA_ID } from '../../server/rooms/schema-id.js';
import { DROP_GIVEN_UP, watchDrops } from '../../client/src/game/reconnect-policy.js';
import { REFEREE_NODE_FLAGS } from '../../server/node-flags.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The Redis the cluster tests use: a database of their own on the machine's server (11; a test
 *  that must not share it with the tests' referee processes names another). */
export function testRedisUrl(db = 11): string {
  const url = new URL(process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379');
  if (url.pathname === '' || url.pathname === '/') url.pathname = `/${db}`;
  return url.toString();
}

/**
 * Resolves once each connection is ready, its database selected. A SUBSCRIBE queued while an
 * ioredis connection is still being set up can go out before ioredis's own SELECT; Redis then
 * refuses the SELECT ("Connection in subscriber mode, only subscriber commands may be used"),
 * and the connection is made again, its subscriptions gone for that moment (a test's made-up
 * process looks dead). Tests that subscribe wait for this first.
 */
export async function redisReady(...connections: { status: string; once(event: 'ready', listener: () => void): unknown }[]): Promise<void> {
  await Promise.all(connections.map((c) => (c.status === 'ready' ? undefined : new Promise<void>((resolve) => c.once('ready', resolve)))));
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  server.close();
  await once(server, 'close');
  return port;
}

export interface RefereeProcess {
  id: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything it printed. */
  output: string[];
  alive: boolean;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface ClusterSettings {
  databaseUrl: string;
  /** Null: one process alone (no Redis). */
  redisUrl: string | null;
  /** The entry point (default server/main.ts; the cluster benchmark's knows its seeds). */
  script?: string;
  /** Extra environment (REFEREE_LEASE_MS, …). */
  env?: Record<string, string>;
  /** Node's own flags for the process besides those `npm start` gives every referee
   *  (server/node-flags.ts): the cluster benchmark's BENCH_CLUSTER_NODE_FLAGS, e.g.
   *  `--cpu-prof` to profile it. */
  nodeFlags?: string[];
}

/** Starts one referee process and waits until it listens. */
export async function startRefereeProcess(id: string, settings: ClusterSettings): Promise<RefereeProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [...REFEREE_NODE_FLAGS, ...(settings.nodeFlags ?? []), '--import', 'tsx', join(ROOT, settings.script ?? 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      DATABASE_URL: settings.databaseUrl,
      ...(settings.redisUrl ? { REDIS_URL: settings.redisUrl } : {}),
      REFEREE_PROCESS_ID: `${id}-${port}`,
      REFEREE_LOOP_NICE: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), `cluster-${id}-`)),
      ...settings.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const proc: RefereeProcess = {
    id,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output,
    alive: true,
    async kill(signal) {
      if (!proc.alive) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      // A stop that does not finish is ended: the caller never waits on it for ever.
      const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(late);
    },
  };
  child.on('exit', () => {
    proc.alive = false;
  });
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (text.includes('Epic Ancients referee on')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('exit', (code) => reject(new Error(`referee ${id} exited (${code}) before listening: ${output.join('').slice(-2000)}`)));
  });
  return proc;
}

/** The port of the process a joined room's socket is connected to, or null. */
export function roomPort(room: Room | null): number | null {
  const url = (room as unknown as { connection?: { transport?: { ws?: { url?: string } } } } | null)?.connection?.transport?.ws?.url;
  return url ? Number(new URL(url).port) : null;
}

/** Node's keep-alive agent for the seats' matchmaking requests (lightFetch). */
const keepAlive = new HttpAgent({ keepAlive: true });

/**
 * The seats' HTTP for the SDK's matchmaking request (its `fetchFn`): one POST over node:http
 * with keep-alive, answered with the few parts of a fetch Response the SDK reads. A browser's
 * fetch is native code; Node's (undici, in JavaScript) cost the cluster benchmark's 800 seats
 * joining again at once about as much of the two cores as the referee processes' own matchmaking
 * did, so the benchmark measured its own clients. The request and its answer are the same.
 */
export function lightFetch(url: string | URL, init: { method?: string; headers?: Headers | Record<string, string>; body?: string | null } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (init.headers instanceof Headers) init.headers.forEach((v, k) => (headers[k] = v));
    else Object.assign(headers, init.headers ?? {});
    const req = httpRequest(url, { method: init.method ?? 'GET', headers, agent: keepAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = res.statusCode ?? 0;
        resolve({
          ok: status >= 200 && status < 300,
          status,
          statusText: res.statusMessage ?? '',
          headers: { get: (name: string) => (res.headers[name.toLowerCase()] as string | undefined) ?? null },
          json: async () => JSON.parse(text),
          text: async () => text,
          blob: async () => new Blob([text]),
        } as unknown as Response);
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed as it was reused (its idle timeout): the request
      // never reached it, and goes again on a new socket, as a browser's fetch does.
      if (req.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) lightFetch(url, init).then(resolve, reject);
      else reject(Object.assign(new TypeError('fetch failed'), { cause: err }));
    });
    req.end(init.body ?? undefined);
  });
}

/**
 * Stands in for the load balancer in front of the processes (in production, e.g. nginx: docs/
 * deploy.md): each join goes to the next process in turn, skipping one seen down; a process
 * that refused a connection is down for every seat behind this balancer for `downMs` (nginx's
 * passive check, max_fails=1 fail_timeout=10s), so the joins that would have gone to it are
 * spread over the others rather than all passed to the one after it.
 */
export class RoundRobin {
  private turn: number;
  private readonly downUntil = new Map<number, number>();

  constructor(
    private readonly processes: () => RefereeProcess[],
    first = 0,
    private readonly downMs = 10_000,
  ) {
    this.turn = first;
  }

  pick(): RefereeProcess {
    const now = Date.now();
    const alive = this.processes().filter((p) => p.alive);
    const up = alive.filter((p) => (this.downUntil.get(p.port) ?? 0) <= now);
    const from = up.length > 0 ? up : alive;
    if (from.length === 0) throw new Error('no referee process is alive');
    return from[this.turn++ % from.length]!;
  }

  refused(p: RefereeProcess): void {
    this.downUntil.set(p.port, Date.now() + this.downMs);
  }
}

/** A seat that stays connected: it joins by id through the live processes in turn, and joins
 *  again by itself whenever its connection is lost. Everything it waits for comes as an event
 *  (a join, an answer), never by looking again every few milliseconds: the cluster benchmark
 *  runs 800 of them at once beside the referee processes it measures. */
export class ResilientSeat {
  room: Room | null = null;
  /** How many times it joined again after losing its connection. */
  rejoins = 0;
  /** When (epoch ms) it last gave its room up and set out to join again. */
  lostAt: number | null = null;
  /** The last refusal of a join (why it is not connected, when it is not). */
  lastError: string | null = null;
  /** Every refusal of a join so far, by its message (the cluster benchmark reports them). */
  readonly refusals = new Map<string, number>();
  /** What happened to it and when (epoch ms): its drops, each join it tried and how it ended
   *  (the cluster benchmark's timeline of a take-over). */
  readonly trace: [number, string][] = [];
  /** Called each time it has joined (again). */
  onJoined: ((room: Room) => void) | null = null;
  /** As the browser client does (client/src/game/join-options.ts): the version up to which it
   *  holds the turn log, said when it joins again (`logAfter`). Here the state's version when
   *  its room was lost, once a welcome without a gap had come: every change's lines ride in
   *  its patch. */
  logAfter: number | null = null;
  /** Its last welcome's `logAfter` and the version of its first turn-log line (tests read it). */
  lastWelcome: { logAfter?: number; firstLine?: number } | null = null;
  private stopped = false;
  private readonly balancer: RoundRobin;
  /** Who waits for a join, and for the answer to which request. */
  private joinWaiters = new Set<() => void>();
  private answerWaiters = new Map<string, (m: { type: string; payload: any } | null) => void>();

  /** `endpoints`: the processes it joins through, in turn from the first (a balancer of its
   *  own), or a balancer it shares with other seats. */
  constructor(
    readonly gameId: string,
    readonly token: string,
    endpoints: (() => RefereeProcess[]) | RoundRobin,
  ) {
    this.balancer = endpoints instanceof RoundRobin ? endpoints : new RoundRobin(endpoints);
  }

  async connect(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      const via = this.balancer.pick();
      this.trace.push([performance.timeOrigin + performance.now(), `join via ${via.port}`]);
      try {
        // As the browser client joins: with the state's own classes, no handshake.
        // Its matchmaking request goes in its timeline too (the rest of a join is the socket's).
        const fetchFn = (url: string | URL, init?: Parameters<typeof lightFetch>[1]) => {
          this.trace.push([performance.timeOrigin + performance.now(), 'matchmaking asked']);
          return lightFetch(url, init).then((res) => {
            this.trace.push([performance.timeOrigin + performance.now(), `matchmaking answered ${res.status}`]);
            return res;
          });
        };
        const room = await new Client(via.url.replace('http', 'ws'), { fetchFn: fetchFn as typeof fetch }).joinById(this.gameId, { token: this.token, schema: STATE_SCHEMA_ID, ...(this.logAfter !== null ? { logAfter: this.logAfter } : {}) }, EpicState);
        this.attach(room);
        return;
      } catch (err) {
        this.lastError = (err as Error).message;
        this.trace.push([performance.timeOrigin + performance.now(), `refused: ${this.lastError}`]);
        const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: unknown }).code;
        // Game and process ids (12 letters and digits) made alike, so refusals add up by kind.
        const kind = `${this.lastError}${cause ? ` (${cause})` : ''}`.replace(/\b(?=[A-Za-z_-]*[0-9])[A-Za-z0-9_-]{9,12}\b/g, '…');
        this.refusals.set(kind, (this.refusals.get(kind) ?? 0) + 1);
        if (attempt > 300) throw new Error(`seat of ${this.gameId} could not join again: ${(err as Error).message}`);
        // A process that refuses the connection is down: the next one is asked at once, and the
        // balancer stops sending there; any other refusal is asked again a moment later.
        if (cause === 'ECONNREFUSED') this.balancer.refused(via);
        else await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  private attach(room: Room): void {
    this.room = room;
    this.trace.push([performance.timeOrigin + performance.now(), `joined ${roomPort(room)}`]);
    room.onDrop(() => this.trace.push([performance.timeOrigin + performance.now(), 'dropped']));
    let welcomed = false;
    room.onMessage('*', (type, payload) => {
      // Only answers and the welcome are looked at (nothing is kept: 800 seats' messages would
      // be the benchmark's own garbage to collect, on the cores it measures).
      // A welcome that could not carry the older lines (`logFrom`) leaves what it said before.
      if (type === 'welcome') {
        const w = payload as { logFrom?: number; logAfter?: number; log?: { version: number }[] };
        welcomed = w.logFrom === undefined;
        this.lastWelcome = { ...(w.logAfter !== undefined ? { logAfter: w.logAfter } : {}), ...(w.log?.[0] ? { firstLine: w.log[0].version } : {}) };
      }
      const m = { type: String(type), payload };
      const requestId = (payload as { requestId?: unknown } | undefined)?.requestId;
      if (typeof requestId === 'string') this.answerWaiters.get(requestId)?.(m);
    });
    const lost = (code: number) => {
      if (this.room !== room) return;
      this.room = null;
      if (welcomed) this.logAfter = (room.state as { version?: number } | undefined)?.version ?? this.logAfter;
      // The answers still awaited would come on this room, which is gone.
      for (const answer of [...this.answerWaiters.values()]) answer(null);
      if (this.stopped || code === 1000) return;
      this.rejoins++;
      this.lostAt = performance.timeOrigin + performance.now();
      this.trace.push([this.lostAt, `lost (${code})`]);
      // Joining again never gives up by itself here: the caller's own time limit says when.
      this.connect().catch((err: Error) => {
        this.lastError = err.message;
      });
    };
    room.onLeave(lost);
    // As the browser client does: a few quick tries of the old room, then a join by id.
    watchDrops(room, () => lost(DROP_GIVEN_UP));
    this.onJoined?.(room);
    for (const joined of [...this.joinWaiters]) joined();
  }

  /** Resolves when the seat is in a room, or after `timeoutMs` (false). */
  private joined(timeoutMs: number): Promise<boolean> {
    if (this.room) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.joinWaiters.delete(onJoin);
        resolve(ok);
      };
      const onJoin = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.joinWaiters.add(onJoin);
    });
  }

  /** Sends a message and waits for its answer; null when the connection was lost first (the
   *  answer may never come: the caller looks at the log again). */
  async request(type: string, payload: Record<string, unknown>, timeoutMs = 10_000): Promise<{ type: string; payload: any } | null> {
    const start = Date.now();
    if (!(await this.joined(timeoutMs))) return null;
    const room = this.room!;
    const requestId = `c${Math.random().toString(36).slice(2)}`;
    const answer = new Promise<{ type: string; payload: any } | null>((resolve) => {
      const timer = setTimeout(() => done(null), Math.max(0, timeoutMs - (Date.now() - start)));
      const done = (m: { type: string; payload: any } | null) => {
        clearTimeout(timer);
        this.answerWaiters.delete(requestId);
        resolve(m);
      };
      this.answerWaiters.set(requestId, done);
    });
    room.send(type, { ...payload, requestId });
    return answer;
  }

  /** The process this seat is connected to (from its socket's address), or null. */
  connectedPort(): number | null {
    return roomPort(this.room);
  }

  async leave(): Promise<void> {
    this.stopped = true;
    await this.room?.leave(true).catch(() => undefined);
  }
}
