// A room listed by a living process but not yet answering calls (Colyseus lists a new room, then
// subscribes its channel `$<roomId>`): a join routed there waits until it answers instead of
// sending a seat reservation nobody hears (two seconds lost, then "… is already full."). A room
// that answers is joined at once; a dead process's listing is dropped (server/cluster.ts,
// liveRoomElsewhere). Runs against the Redis of TEST_REDIS_URL, in database 13: the other cluster
// tests' referee processes (database 11) drop the listings of processes that do not answer
// Colyseus's health check, as this test's made-up ones do not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { IRoomCache } from '@colyseus/core';
import { liveRoomElsewhere, whileRoomAnswers, type RoomLookup } from '../../server/cluster.js';
import { redisReady, testRedisUrl } from './harness.js';

const redis = new Redis(testRedisUrl(13));
const subscriber = new Redis(testRedisUrl(13));
const tag = `${process.pid}-${Date.now().toString(36)}`;
const roomId = `answers-${tag}`;
const living = `living-${tag}`;
const listing = (processId: string) => JSON.stringify({ name: 'epic', roomId, processId, publicAddress: '127.0.0.1:1', clients: 0 });

/** The shared room list and the channels, read from Redis as Colyseus's driver and presence
 *  read them; `looked` counts the looks at each channel. */
const looked = new Map<string, number>();
const lookup: RoomLookup = {
  self: `me-${tag}`,
  driver: { findOne: async ({ roomId: id }: { roomId?: string }) => JSON.parse((await redis.hget('roomcaches', id!)) ?? 'null') ?? undefined } as unknown as RoomLookup['driver'],
  presence: {
    channels: async (pattern?: string) => {
      looked.set(pattern!, (looked.get(pattern!) ?? 0) + 1);
      return (await redis.pubsub('CHANNELS', pattern!)) as string[];
    },
  },
};

// Both connections ready before the first command (redisReady says why).
beforeAll(() => redisReady(redis, subscriber));

afterAll(async () => {
  await redis.hdel('roomcaches', roomId);
  subscriber.disconnect();
  redis.disconnect();
});

/** Resolves once `channel` has been looked at `n` times. */
async function lookedAt(channel: string, n: number): Promise<void> {
  while ((looked.get(channel) ?? 0) < n) await new Promise((r) => setImmediate(r));
}

describe('liveRoomElsewhere', () => {
  it('waits for a room its living process has listed but not yet subscribed, and goes on once it answers', async () => {
    await subscriber.subscribe(`p:${living}`);
    await redis.hset('roomcaches', roomId, listing(living));
    let answered: boolean | null = null;
    const found = liveRoomElsewhere({ redis }, roomId, lookup).then((v) => (answered = v));
    // It looks at the room's channel again and again, and does not go on meanwhile.
    await Promise.race([lookedAt(`$${roomId}`, 3), found.then(() => Promise.reject(new Error('went on before the room answered')))]);
    expect(answered).toBeNull();
    await subscriber.subscribe(`$${roomId}`);
    expect(await found).toBe(true);
  });

  it('goes on at once to a room that answers', async () => {
    looked.clear();
    expect(await liveRoomElsewhere({ redis }, roomId, lookup)).toBe(true);
    expect(looked.get(`$${roomId}`)).toBe(1);
    expect(looked.get(`p:${living}`)).toBeUndefined();
  });

  it("drops a dead process's listing: the game comes back in the process asked", async () => {
    await subscriber.unsubscribe(`$${roomId}`);
    await redis.hset('roomcaches', roomId, listing(`dead-${tag}`));
    expect(await liveRoomElsewhere({ redis }, roomId, lookup)).toBe(false);
    expect(await redis.hget('roomcaches', roomId)).toBeNull();
  });
});

describe('whileRoomAnswers', () => {
  it('gives a join the reservation of a room that answers it', async () => {
    await subscriber.subscribe(`$${roomId}`);
    looked.clear();
    expect(await whileRoomAnswers(roomId, async () => 'reserved', lookup)).toEqual({ answered: true, value: 'reserved' });
    // Answered before the first look was due: no look at all.
    expect(looked.get(`$${roomId}`)).toBeUndefined();
  });

  it('gives the join up once the room stops answering while its reservation is unheard', async () => {
    await subscriber.subscribe(`$${roomId}`);
    looked.clear();
    let refuse: (err: Error) => void = () => {};
    const reservation = new Promise<string>((_, reject) => (refuse = reject));
    const routed = whileRoomAnswers(roomId, () => reservation, lookup, 5);
    // It keeps looking while the room answers, and waits meanwhile.
    await lookedAt(`$${roomId}`, 2);
    let outcome: unknown = null;
    void routed.then((o) => (outcome = o));
    await new Promise((r) => setImmediate(r));
    expect(outcome).toBeNull();
    // The room's process dies: its subscription goes.
    await subscriber.unsubscribe(`$${roomId}`);
    expect(await routed).toEqual({ answered: false });
    // The reservation refused later (Colyseus: "process … is not available.") is no longer the
    // join's: nothing is thrown, nothing is left unhandled.
    refuse(new Error('process x is not available.'));
    await new Promise((r) => setImmediate(r));
  });

  it("passes on the reservation's own refusal while the room answers", async () => {
    await subscriber.subscribe(`$${roomId}`);
    await expect(whileRoomAnswers(roomId, async () => Promise.reject(new Error(`${roomId} is already full.`)), lookup)).rejects.toThrow('is already full.');
    await expect(whileRoomAnswers(roomId, () => { throw new Error('thrown at once'); }, lookup)).rejects.toThrow('thrown at once');
  });

  it('leaves the decision to the reservation when Redis does not answer a look', async () => {
    let looks = 0;
    const failing: Pick<RoomLookup, 'presence'> = { presence: { channels: async () => { looks++; throw new Error('Redis is unreachable'); } } };
    let grant: (v: string) => void = () => {};
    const routed = whileRoomAnswers(roomId, () => new Promise<string>((r) => (grant = r)), failing, 2);
    while (looks < 2) await new Promise((r) => setTimeout(r, 2));
    grant('reserved');
    expect(await routed).toEqual({ answered: true, value: 'reserved' });
    // No look after the answer.
    const after = looks;
    await new Promise((r) => setTimeout(r, 10));
    expect(looks).toBe(after);
  });
});
