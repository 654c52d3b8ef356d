import { describe, expect, it } from 'vitest';
import { rankRecords } from './ranking.js';
import type { PlayerRecord } from './records.js';
import { recordsOf } from './records.js';
import { computeStandings } from './standings.js';
import { deepFreeze, event, match, round, unfinished, won } from './test-support.js';

// Five players, two rounds, a bye in each round — worked by hand:
//   R1: A–B A wins both (3/0); C–D one each, C more banners 14–13 (2/1); E bye (3)
//   R2: A–E neither game completed (1/1); C–B one each, banners tied 13–13 (1.5/1.5); D bye (3)
//   points      A 4, B 1.5, C 3.5, D 4, E 4
//   opposition  A: B 1.5 + E 4 = 5.5   B: A 4 + C 3.5 = 7.5   C: D 4 + B 1.5 = 5.5
//               D: C 3.5 + bye 0 = 3.5 E: bye 0 + A 4 = 4
//   ranking     A (4, 5.5), E (4, 4), D (4, 3.5), C (3.5), B (1.5)
const fivePlayers = deepFreeze(
  event(['A', 'B', 'C', 'D', 'E'], [
    round(1, ['A-B', 'C-D', 'E-'], [match('A', 'B', won('A', 8, 2), won('A', 8, 4)), match('C', 'D', won('C', 8, 5), won('D', 6, 8))]),
    round(2, ['A-E', 'C-B', 'D-'], [match('A', 'E', unfinished(3, 4), unfinished(2, 2)), match('B', 'C', won('B', 8, 5), won('C', 5, 8))]),
  ]),
);

describe('standings: points and Strength of Opposition (OT2022)', () => {
  it('matches the hand-worked table, byes as opponents with zero score', () => {
    const s = computeStandings(fivePlayers);
    expect(s.map((r) => [r.rank, r.id, r.points, r.strengthOfOpposition, r.matches, r.byes])).toEqual([
      [1, 'A', 4, 5.5, 2, 0],
      [2, 'E', 4, 4, 1, 1],
      [3, 'D', 4, 3.5, 1, 1],
      [4, 'C', 3.5, 5.5, 2, 0],
      [5, 'B', 1.5, 7.5, 2, 0],
    ]);
    expect(s.map((r) => r.separatedFromNextBy)).toEqual(['strength-of-opposition', 'strength-of-opposition', 'points', 'points', null]);
  });

  it('uses the current scores of opponents: standings after round 1 only', () => {
    const s = computeStandings(fivePlayers, 1);
    // A 3 (opp B 0), E 3 (bye 0) tie on both → seeded random; C 2 (opp D 1), D 1 (opp C 2), B 0 (opp A 3)
    expect(s.map((r) => [r.id, r.points, r.strengthOfOpposition])).toEqual(
      expect.arrayContaining([['A', 3, 0], ['E', 3, 0], ['C', 2, 1], ['D', 1, 2], ['B', 0, 3]]),
    );
    expect(s.slice(2).map((r) => r.id)).toEqual(['C', 'D', 'B']);
    expect(s[0]!.separatedFromNextBy).toBe('seeded-random');
  });

  it('counts the bye when the round is paired and the rest as results arrive', () => {
    const open = event(['A', 'B', 'C'], [round(1, ['A-B', 'C-'])]);
    const s = computeStandings(open);
    expect(s[0]).toMatchObject({ id: 'C', points: 3, byes: 1, matches: 0 });
    expect(s.slice(1).map((r) => r.points)).toEqual([0, 0]);
  });

  it('lists dropped players and late entries, late entries with 0 points', () => {
    const e = { ...fivePlayers, entrants: [...fivePlayers.entrants.map((x) => (x.id === 'B' ? { ...x, dropped: true } : x)), { id: 'F', name: 'Late', joinedRound: 3 }] };
    const s = computeStandings(e);
    expect(s.find((r) => r.id === 'B')).toMatchObject({ dropped: true, points: 1.5 });
    expect(s.find((r) => r.id === 'F')).toMatchObject({ points: 0, joinedRound: 3, rank: 6 });
  });
});

// Head-to-head, worked by hand: R1 A–B one each, A more banners (2/1); C–D one each, tied (1.5);
// R2 A–C not completed (1/1); B–D one each, B more banners (2/1).
// A 3, B 3, C 2.5, D 2.5; opposition A: B 3 + C 2.5 = 5.5, B: A 3 + D 2.5 = 5.5,
// C: D 2.5 + A 3 = 5.5, D: C 2.5 + B 3 = 5.5. A beat B head-to-head; C and D drew theirs.
const headToHead = deepFreeze(
  event(['A', 'B', 'C', 'D'], [
    round(1, ['A-B', 'C-D'], [match('A', 'B', won('A', 8, 6), won('B', 7, 8)), match('C', 'D', won('C', 8, 5), won('D', 5, 8))]),
    round(2, ['A-C', 'B-D'], [match('A', 'C', unfinished(), unfinished()), match('B', 'D', won('B', 8, 3), won('D', 6, 8))]),
  ]),
);

describe('further tie-breaks: head-to-head, then a seeded random key', () => {
  it('puts the winner of the players\' own match first when points and opposition tie', () => {
    for (const seed of ['one', 'two', 'three', 'four']) {
      const s = computeStandings({ ...headToHead, seed });
      expect(s.map((r) => [r.id, r.points, r.strengthOfOpposition]).slice(0, 2)).toEqual([['A', 3, 5.5], ['B', 3, 5.5]]);
      expect(s[0]!.separatedFromNextBy).toBe('head-to-head');
      expect(s[1]!.separatedFromNextBy).toBe('points');
      expect(s[2]!.separatedFromNextBy).toBe('seeded-random');
    }
  });

  it('orders an unbroken tie by the event seed: reproducible, and varying between seeds', () => {
    const order = (seed: string) => computeStandings({ ...headToHead, seed }).slice(2).map((r) => r.id).join('');
    expect(order('x')).toBe(order('x'));
    const seen = new Set(Array.from({ length: 20 }, (_, i) => order(`seed-${i}`)));
    expect(seen).toEqual(new Set(['CD', 'DC']));
  });

  it('keeps the random order of two players whoever else enters', () => {
    const a = computeStandings(headToHead).slice(2).map((r) => r.id);
    const more = { ...headToHead, entrants: [...headToHead.entrants, { id: 'Z', name: 'Z' }, { id: 'Y', name: 'Y' }] };
    expect(computeStandings(more).filter((r) => r.id === 'C' || r.id === 'D').map((r) => r.id)).toEqual(a);
  });

  it('applies head-to-head to a larger tie only when all of them have met (a round-robin group)', () => {
    const rec = (id: string, against: Record<string, number>): PlayerRecord => ({
      id, points: 3, opponents: [], byes: 0, met: new Set(Object.keys(against)), against: new Map(Object.entries(against)),
    });
    const allMet = [rec('X', { Y: 0, Z: 1.5 }), rec('Y', { X: 3, Z: 0 }), rec('Z', { X: 1.5, Y: 3 })];
    // mini-league: X 1.5, Y 3, Z 4.5
    expect(rankRecords(allMet, () => 0, 's').map((r) => r.record.id)).toEqual(['Z', 'Y', 'X']);
    const notAll = [rec('X', { Y: 0 }), rec('Y', { X: 3 }), rec('Z', {})];
    const seeds = Array.from({ length: 12 }, (_, i) => rankRecords(notAll, () => 0, `s${i}`).map((r) => r.record.id).join(''));
    expect(new Set(seeds).size).toBeGreaterThan(1); // random, not head-to-head
    expect(rankRecords(notAll, () => 0, 's0').every((r, i, all) => i === all.length - 1 || r.separatedFromNextBy === 'seeded-random')).toBe(true);
  });

  it('never changes its input', () => {
    const before = JSON.stringify(headToHead);
    computeStandings(headToHead);
    recordsOf(headToHead);
    expect(JSON.stringify(headToHead)).toBe(before);
  });
});
