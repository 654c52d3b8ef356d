// REDIS_URL selects the cluster mode (issue 18): Colyseus's Redis presence and driver, and
// PUBLIC_ADDRESS says where clients reach this process. A Redis that cannot be reached stops
// the start with a sentence (the password hidden) instead of a process that waits forever.
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { Redis } from 'ioredis';
import { watchReconnects, type ClusterOptions } from './cluster.js';
import { redacted } from './store/postgres.js';

/** The URL with its password hidden, for messages. */
export function redisWhere(url: string): string {
  return redacted(url, 'REDIS_URL');
}

export class ClusterConfigError extends Error {}

/** The name this process's Redis connections give themselves (CLIENT SETNAME: no spaces). */
export function redisConnectionName(publicAddress: string): string {
  return `referee:${publicAddress}`.replace(/\s/g, '_');
}

/** The cluster options from the environment, or null when REDIS_URL is not set. */
export async function clusterFromEnv(env: NodeJS.ProcessEnv, port: number, connectTimeoutMs = 5000): Promise<ClusterOptions | null> {
  const url = env.REDIS_URL?.trim();
  if (!url) return null;
  if (!/^rediss?:\/\//.test(url)) throw new ClusterConfigError(`REDIS_URL must be a redis:// or rediss:// URL; it is "${redisWhere(url)}".`);
  const publicAddress = env.PUBLIC_ADDRESS?.trim() || `127.0.0.1:${port}`;
  if (/^[a-z]+:\/\//i.test(publicAddress)) throw new ClusterConfigError(`PUBLIC_ADDRESS is host:port[/path] with no scheme (e.g. "referee-2.example:443/p2"); it is "${publicAddress}".`);
  // Auto-pipelining: the commands a turn of the event loop issues go to Redis in one write.
  // When a dead process's seats all join again at once, each join is a dozen Redis commands
  // (reservation, room listing, presence) and writes to sockets were a third of the surviving
  // processes' time (the cluster benchmark's take-over, docs/benchmarks.md). The presence's
  // subscriber connection is its own duplicate of this one.
  // Named after the process's address, so that Redis's CLIENT LIST tells whose each
  // connection is (the presence's subscriber, its duplicate, takes the same name).
  const presence = await reachablePresence(url, redisConnectionName(publicAddress), connectTimeoutMs, 'unset REDIS_URL to run one process alone');
  // From now on a return of its connections is a Redis restart or blip (cluster.ts, ownerAlive).
  watchReconnects(presence);
  const redis = new Redis(url, { enableAutoPipelining: true, connectionName: redisConnectionName(publicAddress) });
  return { presence, driver: new RedisDriver(redis), redis, publicAddress };
}

/** A Redis presence on `url` once Redis has answered, its connections named `name`; a Redis
 *  that does not answer within `connectTimeoutMs` is a ClusterConfigError whose sentence ends
 *  with `otherwise` (what else the reader may do). */
export async function reachablePresence(url: string, name: string, connectTimeoutMs: number, otherwise: string): Promise<RedisPresence> {
  const presence = new RedisPresence(new Redis(url, { enableAutoPipelining: true, connectionName: name }));
  const reachable = await Promise.race([
    presence.get('referee:probe').then(() => true, () => false),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), connectTimeoutMs).unref()),
  ]);
  if (!reachable) {
    presence.shutdown();
    throw new ClusterConfigError(`Redis at ${redisWhere(url)} (REDIS_URL) cannot be reached within ${connectTimeoutMs / 1000} s; start it, or ${otherwise}.`);
  }
  return presence;
}
