import { describe, expect, it } from 'vitest';
import { hexDistance, hexKey, type Hex } from './hex.js';
import { sightBlockedAt, sightLine } from './sight.js';

const keys = (hs: Hex[]) => hs.map(hexKey);

describe('line of sight', () => {
  it('crosses every hex between two hexes of one row', () => {
    const line = sightLine({ col: 2, row: 4 }, { col: 6, row: 4 });
    expect(line.map((s) => keys(s.hexes))).toEqual([['3,4'], ['4,4'], ['5,4']]);
  });
  it('has one step fewer than the distance (the ends are not crossed)', () => {
    for (const [a, b] of [[{ col: 3, row: 1 }, { col: 7, row: 6 }], [{ col: 10, row: 0 }, { col: 8, row: 8 }], [{ col: 0, row: 3 }, { col: 24, row: 3 }]] as [Hex, Hex][]) {
      expect(sightLine(a, b)).toHaveLength(hexDistance(a, b) - 1);
    }
  });
  it('runs along the edge between two hexes on a straight line between rows two apart', () => {
    // From (5,2) to (6,4): same half-x column offset of 2 over two rows: the line runs between (5,3) and (6,3)? x: 10 -> 12, row 2 -> 4, passing row 3 at x 11, the centre of (5,3).
    const straight = sightLine({ col: 5, row: 2 }, { col: 6, row: 4 });
    expect(straight.map((s) => keys(s.hexes))).toEqual([['5,3']]);
    // From (3,4) to (4,5), three half-hexes east and one row down: the line's midpoint is the
    // corner-to-corner edge between (4,4) and (3,5).
    const edge = sightLine({ col: 3, row: 4 }, { col: 4, row: 5 });
    expect(edge.map((s) => keys(s.hexes).sort())).toEqual([['3,5', '4,4']]);
  });
  it('is blocked along an edge only when both hexes block', () => {
    const from = { col: 3, row: 4 };
    const to = { col: 4, row: 5 };
    const line = sightLine(from, to);
    const pair = line.find((s) => s.hexes.length === 2);
    expect(pair).toBeDefined();
    const [h1, h2] = pair!.hexes as [Hex, Hex];
    expect(sightBlockedAt(from, to, (h) => hexKey(h) === hexKey(h1))).toBeNull();
    expect(sightBlockedAt(from, to, (h) => hexKey(h) === hexKey(h1) || hexKey(h) === hexKey(h2))).not.toBeNull();
  });
  it('is blocked by a single hex in the way', () => {
    expect(sightBlockedAt({ col: 2, row: 4 }, { col: 6, row: 4 }, (h) => h.col === 4 && h.row === 4)).toEqual({ hexes: [{ col: 4, row: 4 }] });
  });
});
