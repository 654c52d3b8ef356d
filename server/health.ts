// GET /healthz: what the referee is, and proof that its store can write now (issue 17,
// item 3): a small write and read-back within a time limit (store.ts, `probe`). 200 with
// `status: "ok"` when it could; 503 with `status: "unavailable"`, the store error's code and
// the reason when the store is read-only, full, unreachable, or locked past the limit. In a
// cluster (issue 18) also whether the process's Redis connections are up: 200 with
// `status: "degraded"` while they are not.
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { DEMO_SCENARIOS } from '../engine/scenario/demo/index.js';
import type { Store, StoreHealth } from './store/store.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

export interface Health {
  /** `degraded`: the store writes, but this process of a cluster is cut off from Redis (it
   *  plays the games it holds; joins through it and its liveness wait for Redis). */
  status: 'ok' | 'degraded' | 'unavailable';
  service: 'epic-referee';
  version: string;
  scenarios: string[];
  store: StoreHealth;
  /** Where the room list lives: this process alone (`local`), or Redis shared by a cluster
   *  (`redis`, with where clients reach this process). */
  presence: { kind: 'local' } | { kind: 'redis'; publicAddress: string; owner: string; connected: boolean };
}

/** This process in the probe table (one row per process, overwritten by each probe). */
const PROCESS_ID = `${hostname()}:${process.pid}`;

export async function healthAnswer(store: Store, now: number, limitMs: number, presence: Health['presence'] = { kind: 'local' }): Promise<{ status: 200 | 503; body: Health }> {
  const probe = await store.probe(PROCESS_ID, now, limitMs);
  // Cut off from Redis is not unavailable: the process still plays its games, so a load
  // balancer reading the status code should keep it (200); the body says what is wrong.
  const status = !probe.ok ? 'unavailable' : presence.kind === 'redis' && !presence.connected ? 'degraded' : 'ok';
  const body: Health = { status, service: 'epic-referee', version: pkg.version, scenarios: Object.keys(DEMO_SCENARIOS), store: probe, presence };
  return { status: probe.ok ? 200 : 503, body };
}
