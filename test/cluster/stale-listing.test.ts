// A dead process's room listing is removed one room at a time, and only while it still names
// that process (server/cluster.ts, dropStaleListing): a survivor that took the game over and
// listed its room under the same id keeps its listing. Colyseus's own cleanup by process id
// read the dead process's rooms, then deleted them by id, and so deleted a survivor's fresh
// listing that came in between: its room stayed open but unlisted, every join refused.
// Runs against the Redis of TEST_REDIS_URL (database 11), on a key of its own.
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { dropStaleListing } from '../../server/cluster.js';
import { testRedisUrl } from './harness.js';

const redis = new Redis(testRedisUrl());
const roomId = `stale-listing-${process.pid}-${Date.now().toString(36)}`;
const listing = (processId: string) => JSON.stringify({ name: 'epic', roomId, processId, publicAddress: '127.0.0.1:1', clients: 0 });

afterAll(async () => {
  await redis.hdel('roomcaches', roomId);
  redis.disconnect();
});

describe('dropStaleListing', () => {
  it('removes the listing while it names the dead process', async () => {
    await redis.hset('roomcaches', roomId, listing('deadProc1'));
    expect(await dropStaleListing({ redis }, roomId, 'deadProc1')).toBe(true);
    expect(await redis.hget('roomcaches', roomId)).toBeNull();
  });

  it('keeps the listing a living process wrote since (the same game taken over)', async () => {
    await redis.hset('roomcaches', roomId, listing('livingProc2'));
    expect(await dropStaleListing({ redis }, roomId, 'deadProc1')).toBe(false);
    expect(JSON.parse((await redis.hget('roomcaches', roomId))!)).toMatchObject({ processId: 'livingProc2' });
  });

  it('does nothing for a room that is not listed', async () => {
    await redis.hdel('roomcaches', roomId);
    expect(await dropStaleListing({ redis }, roomId, 'deadProc1')).toBe(false);
  });
});
