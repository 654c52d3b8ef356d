import { describe, expect, it } from 'vitest';
import { swissRounds } from './swiss-rounds.js';

describe('number of Swiss rounds (OT2022)', () => {
  it('follows the table: 8–16 → 4, 17–48 → 5, 49–128 → 6', () => {
    for (let n = 8; n <= 16; n++) expect(swissRounds(n)).toBe(4);
    for (let n = 17; n <= 48; n++) expect(swissRounds(n)).toBe(5);
    for (let n = 49; n <= 128; n++) expect(swissRounds(n)).toBe(6);
  });
  it('outside the table: ⌈log2 n⌉ below 8, one more round per doubling above 128', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(swissRounds)).toEqual([0, 0, 1, 2, 2, 3, 3, 3]);
    expect([129, 256, 257, 512, 513].map(swissRounds)).toEqual([7, 7, 8, 8, 9]);
  });
});
