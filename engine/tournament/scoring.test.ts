import { describe, expect, it } from 'vitest';
import { pointsFor, scoreMatch } from './scoring.js';
import { deepFreeze, forfeited, match, unfinished, won } from './test-support.js';

// OT2022, Preliminary Swiss rounds, the scoring table, worked by hand.
describe('match points (OT2022 scoring table)', () => {
  const cases: [string, ReturnType<typeof match>, number, number, string][] = [
    ['both games won by A', match('A', 'B', won('A', 8, 3), won('A', 8, 7)), 3, 0, 'two-wins'],
    ['both games won by B', match('A', 'B', won('B', 2, 8), won('B', 7, 8)), 0, 3, 'two-wins'],
    ['one each, A more banners (8+6 v 5+8)', match('A', 'B', won('A', 8, 5), won('B', 6, 8)), 2, 1, 'split'],
    ['one each, B more banners (8+2 v 7+8)', match('A', 'B', won('A', 8, 7), won('B', 2, 8)), 1, 2, 'split'],
    ['one each, banners tied (8+5 v 5+8)', match('A', 'B', won('A', 8, 5), won('B', 5, 8)), 1.5, 1.5, 'split-banners-tied'],
    ['neither game completed', match('A', 'B', unfinished(4, 6), unfinished(3, 3)), 1, 1, 'not-completed'],
    ['one completed (A won it), the other not', match('A', 'B', won('A', 8, 2), unfinished(1, 6)), 2, 1, 'one-completed'],
    ['one completed (B won it), the other not', match('A', 'B', unfinished(5, 5), won('B', 0, 8)), 1, 2, 'one-completed'],
    ['B forfeits both games', match('A', 'B', forfeited('B', 'A'), forfeited('B', 'A')), 3, 0, 'forfeit'],
    ['A wins game 1, then forfeits game 2: the match is forfeited', match('A', 'B', won('A', 8, 1), forfeited('A')), 0, 3, 'forfeit'],
    ['both forfeit (no word to the referee by the deadline)', match('A', 'B', forfeited('A'), forfeited('B')), 0, 0, 'double-forfeit'],
  ];
  for (const [name, r, pa, pb, outcome] of cases)
    it(name, () => {
      const s = scoreMatch(deepFreeze(r));
      expect([s.pointsA, s.pointsB, s.outcome]).toEqual([pa, pb, outcome]);
      expect(pointsFor(r, 'A')).toBe(pa);
      expect(pointsFor(r, 'B')).toBe(pb);
    });

  it('totals banners over both games for each player', () => {
    const s = scoreMatch(match('A', 'B', won('A', 8, 5), won('B', 6, 8)));
    expect([s.bannersA, s.bannersB]).toEqual([14, 13]);
  });

  it('gives 3 points for every pair of games except games not completed (2) and a double forfeit (0)', () => {
    for (const [, , pa, pb, outcome] of cases)
      expect(pa + pb).toBe(outcome === 'not-completed' ? 2 : outcome === 'double-forfeit' ? 0 : 3);
  });
});
