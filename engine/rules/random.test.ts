import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DIE_FACES, forcedRandom, generatorOf, nextInt, rollDice, seededRandom, shuffle, streamsCached, type Generator, type RandomState } from './random.js';

const BOTH: Generator[] = ['hmac-sha256', 'sfc32'];

describe.each(BOTH)('seeded randomness (%s)', (generator) => {
  const start = (seed: string) => seededRandom(seed, generator);
  it('repeats for the same seed and differs for another', () => {
    const a = rollDice(start('alpha'), 20).faces;
    expect(rollDice(start('alpha'), 20).faces).toEqual(a);
    expect(rollDice(start('beta'), 20).faces).not.toEqual(a);
  });
  it('rolls every face of the six-faced die over many rolls, roughly evenly', () => {
    const { faces } = rollDice(start('faces'), 6000);
    for (const f of DIE_FACES) {
      const n = faces.filter((x) => x === f).length;
      expect(n).toBeGreaterThan(850);
      expect(n).toBeLessThan(1150);
    }
  });
  it('continues from the state an event recorded, also through JSON (the log)', () => {
    const first = rollDice(start('chain'), 3);
    const all = rollDice(start('chain'), 20).faces;
    const stored = JSON.parse(JSON.stringify(first.random)) as RandomState;
    expect([...first.faces, ...rollDice(stored, 17).faces]).toEqual(all);
  });
  it('uses forced faces first, then the same generator', () => {
    const r = rollDice(forcedRandom('x', ['banner', 'swords'], generator), 4);
    expect(r.faces.slice(0, 2)).toEqual(['banner', 'swords']);
    expect(r.faces.slice(2)).toEqual(rollDice(start('x'), 2).faces);
    expect(generatorOf(r.random)).toBe(generator);
  });
  it('shuffles into a permutation without touching its input', () => {
    const items = Array.from({ length: 60 }, (_, i) => i);
    const copy = [...items];
    const out = shuffle(items, start('deck')).items;
    expect(items).toEqual(copy);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(out).not.toEqual(items);
  });
  it('names its generator', () => {
    expect(generatorOf(start('g'))).toBe(generator);
  });
});

describe('the HMAC-SHA256 stream', () => {
  /** The stream as documented, computed with Node's own crypto: key = HMAC(seed, label),
   *  block i = HMAC(key, i as 8 bytes big-endian), eight big-endian words a block. */
  function words(seed: string, count: number): number[] {
    const key = createHmac('sha256', seed).update('epic-referee/random/v1').digest();
    const out: number[] = [];
    for (let block = 0; out.length < count; block++) {
      const counter = Buffer.alloc(8);
      counter.writeBigUInt64BE(BigInt(block));
      const digest = createHmac('sha256', key).update(counter).digest();
      for (let i = 0; i < 8; i++) out.push(digest.readUInt32BE(i * 4));
    }
    return out.slice(0, count);
  }

  it('is the documented HMAC-SHA256 construction, word for word (a verifier can re-derive it)', () => {
    const expected = words('0123abcd', 40);
    let state = seededRandom('0123abcd', 'hmac-sha256');
    for (const w of expected) {
      const [v, next] = nextInt(state, 2 ** 32);
      expect(v).toBe(w);
      state = next;
    }
    expect(state).toMatchObject({ source: 'hmac-sha256', block: 5, word: 0 });
  });
  it('gives each game its own words however games take turns rolling, and after its cache let it go', () => {
    // A server interleaves many games' rolls: each stream's last block is kept by its key, so
    // a game's words must not depend on which games rolled in between, nor on how many.
    const seeds = Array.from({ length: 6 }, (_, i) => `interleaved-${i}`);
    const expected = seeds.map((seed) => words(seed, 20));
    const states = seeds.map((seed) => seededRandom(seed, 'hmac-sha256'));
    const got: number[][] = seeds.map(() => []);
    for (let k = 0; k < 20; k++)
      for (let g = 0; g < seeds.length; g++) {
        // Game by game, every game a word a round; the odd games take a second one at once.
        for (let n = 0; n < (g % 2 === 1 && k % 3 === 0 ? 2 : 1) && got[g]!.length < 20; n++) {
          const [v, next] = nextInt(states[g]!, 2 ** 32);
          got[g]!.push(v);
          states[g] = next;
        }
      }
    expect(got).toEqual(expected);
    // More streams than the cache keeps: the first game's are let go, and come back the same.
    for (let i = 0; i < 4100; i++) nextInt(seededRandom(`crowd-${i}`, 'hmac-sha256'), 6);
    expect(streamsCached()).toBeLessThanOrEqual(4096);
    let again = seededRandom(seeds[0]!, 'hmac-sha256');
    const replayed: number[] = [];
    for (let k = 0; k < 20; k++) {
      const [v, next] = nextInt(again, 2 ** 32);
      replayed.push(v);
      again = next;
    }
    expect(replayed).toEqual(expected[0]);
  });
  it('draws again above the largest multiple of n (no modulo bias)', () => {
    // n = 3·2^30: the multiple below 2^32 is n itself, so every word ≥ n is drawn again.
    const n = 3 * 2 ** 30;
    const ws = words('bias', 64);
    const expected = ws.filter((w) => w < n).slice(0, 10);
    let state = seededRandom('bias', 'hmac-sha256');
    const got: number[] = [];
    for (let i = 0; i < 10; i++) {
      const [v, next] = nextInt(state, n);
      got.push(v);
      state = next;
    }
    expect(got).toEqual(expected);
  });
});

describe('sfc32, kept for the games logged before', () => {
  it('gives exactly what it gave before (old logs still verify), and is the default of a bare seed', () => {
    expect(rollDice(seededRandom('alpha'), 12).faces.join(',')).toBe('leader,swords,banner,banner,swords,banner,banner,swords,swords,light,leader,banner');
    expect(shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], seededRandom('deck')).items).toEqual([3, 7, 8, 4, 6, 5, 9, 1, 0, 2]);
    expect(generatorOf(seededRandom('alpha'))).toBe('sfc32');
  });
});
