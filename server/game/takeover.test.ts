// The order a process takes a dead one's games over in (takeover.ts): every game once, the same
// each time for one process, and another process's order starts elsewhere, so that two
// survivors do not both try each game in turn. And which owners it judges dead: gone from Redis
// at two looks, so that a blip of one process's connection moves none of its games.
import { describe, expect, it } from 'vitest';
import { DEATH_CONFIRM_MS, deadOwners, shareOf, takeoverOrder } from './takeover.js';

const games = Array.from({ length: 40 }, (_, i) => `game-${i}`);

describe('takeoverOrder', () => {
  it('is a permutation of the games, the same for the same process', () => {
    const order = takeoverOrder('p1-4000', games);
    expect([...order].sort()).toEqual([...games].sort());
    expect(takeoverOrder('p1-4000', [...games].reverse())).toEqual(order);
  });

  it('differs between processes: they start at different games and meet rarely', () => {
    const a = takeoverOrder('p1-4000', games);
    const b = takeoverOrder('p3-4002', games);
    expect(a[0]).not.toBe(b[0]);
    // Working from the front, each takes the first half of its own order: they share few games.
    const shared = a.slice(0, 20).filter((g) => b.slice(0, 20).includes(g));
    expect(shared.length).toBeLessThan(15);
    expect(a).not.toEqual(b);
  });
});

describe('shareOf', () => {
  const living = ['p1-4000', 'p3-4002'];
  const many = Array.from({ length: 200 }, (_, i) => `game-${i}`);

  it('gives every orphaned game to exactly one living process, about half each', () => {
    const a = shareOf('p1-4000', living, many);
    const b = shareOf('p3-4002', living, many);
    expect([...a.mine, ...a.others].sort()).toEqual([...many].sort());
    expect([...a.mine].sort()).toEqual([...b.others].sort());
    expect([...b.mine].sort()).toEqual([...a.others].sort());
    expect(a.mine.length).toBeGreaterThan(70);
    expect(b.mine.length).toBeGreaterThan(70);
  });

  it('counts the asking process among the living even before its liveness shows', () => {
    expect(shareOf('p1-4000', ['p3-4002'], many).mine).toEqual(shareOf('p1-4000', living, many).mine);
  });

  it('moves only the dead process\'s share when one of three dies', () => {
    const three = ['p1-4000', 'p2-4001', 'p3-4002'];
    const before = shareOf('p1-4000', three, many).mine;
    const after = shareOf('p1-4000', living, many).mine;
    // p1 keeps every game it had and gains some of p2's, none of p3's.
    expect(after).toEqual(expect.arrayContaining(before));
    const p3Before = shareOf('p3-4002', three, many).mine;
    expect(after.filter((g) => p3Before.includes(g))).toEqual([]);
    expect(after.length).toBeGreaterThan(before.length);
  });
});

describe('deadOwners', () => {
  /** A clock that waiting moves, and owners alive on Redis per a script of moments. */
  function world(aliveAt: (owner: string, now: number) => boolean) {
    let now = 0;
    const waits: number[] = [];
    return {
      isAlive: async (owner: string) => aliveAt(owner, now),
      wait: async (ms: number) => {
        waits.push(ms);
        now += ms;
      },
      waits,
    };
  }

  it('judges dead an owner gone at both looks, not one that was back by the second (a blip)', async () => {
    // p1 alive throughout; p2 killed; p3's connection blipped from 0 to 100 ms.
    const w = world((owner, now) => owner === 'p1' || (owner === 'p3' && now >= 100));
    const dead = await deadOwners(w.isAlive, ['p1', 'p2', 'p3'], DEATH_CONFIRM_MS, w.wait);
    expect([...dead]).toEqual(['p2']);
    expect(w.waits).toEqual([DEATH_CONFIRM_MS]);
  });

  it('does not wait when every owner is alive, nor when there are none', async () => {
    const w = world(() => true);
    expect((await deadOwners(w.isAlive, ['p1', 'p2'], DEATH_CONFIRM_MS, w.wait)).size).toBe(0);
    expect((await deadOwners(w.isAlive, [], DEATH_CONFIRM_MS, w.wait)).size).toBe(0);
    expect(w.waits).toEqual([]);
  });

  it('waits long enough for a reconnecting connection to subscribe again (ioredis tries again after 50 ms)', () => {
    expect(DEATH_CONFIRM_MS).toBeGreaterThanOrEqual(250);
    // And short beside the take-over target (5 s for 100 games): joins are not held at all.
    expect(DEATH_CONFIRM_MS).toBeLessThanOrEqual(1000);
  });
});
