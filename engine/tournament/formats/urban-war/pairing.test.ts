import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../test-support.js';
import { parseUwEvent } from './schema.js';
import { allocateTables, pairUwRound } from './pairing.js';
import { uwStandings } from './standings.js';
import { forces, uwEvent, uwRound } from './test-support.js';

const paired = (r: ReturnType<typeof pairUwRound>) => {
  if (!r.ok) throw new Error(r.rejection.message);
  return r.value.round.pairings;
};

describe('Urban War pairing and byes', () => {
  it('"In the first round players are paired with a randomly selected opponent, with efforts being made to ensure that they are of different factions"', () => {
    // Four factions of three players: a different-faction opponent always exists for the top card.
    for (let s = 0; s < 30; s++) {
      const e = deepFreeze(uwEvent(forces(12, (i) => `F${i % 4}`), [], { seed: `s${s}` }));
      const pairs = paired(pairUwRound(e, 1));
      const faction = new Map(e.entrants.map((x) => [x.id, x.faction]));
      const same = pairs.filter((p) => p.b !== null && faction.get(p.a) === faction.get(p.b));
      expect(same.length).toBeLessThanOrEqual(1);
    }
  });

  it('"It\'s still possible that some players will face an opponent of their own faction": one faction only still pairs everyone', () => {
    const pairs = paired(pairUwRound(uwEvent(forces(6, () => 'Same')), 1));
    expect(pairs).toHaveLength(3);
  });

  it('"In the first round a bye is awarded randomly"', () => {
    const byes = new Set<string>();
    for (let s = 0; s < 30; s++) byes.add(paired(pairUwRound(uwEvent(forces(7), [], { seed: `b${s}` }), 1)).find((p) => p.b === null)!.a);
    expect(byes.size).toBeGreaterThan(3);
  });

  it('"players are paired off based on their accumulated tournament point score so far, with the highest scorer being paired off against the next highest"', () => {
    const e = uwEvent(forces(4), [uwRound(1, ['p1:0-p2:12', 'p3:3-p4:6'])]);
    // p1 24, p3 16, p4 8, p2 0: p1 v p3 (next highest), p4 v p2.
    expect(paired(pairUwRound(e, 2)).map((p) => `${p.a}-${p.b}`)).toEqual(['p1-p3', 'p4-p2']);
  });

  it('"players cannot be paired with opponents that they have previously played against"', () => {
    const e = uwEvent(forces(4), [uwRound(1, ['p1:0-p2:3', 'p3:3-p4:12'])], { options: { rounds: 3 } });
    // p1 16 and p3 24 … p2 8, p4 0: p3 v p1, p2 v p4; round 3 then cannot give p3 p1 again.
    const r2 = paired(pairUwRound(e, 2));
    const e2 = uwEvent(forces(4), [e.rounds[0]!, { number: 2, pairings: r2, results: r2.map((p) => ({ a: p.a, b: p.b!, lostA: 0, lostB: 0 })) }], { options: { rounds: 3 } });
    const r3 = paired(pairUwRound(e2, 3));
    const met = new Set(['p1-p2', 'p3-p4', ...r2.map((p) => `${p.a}-${p.b}`)].flatMap((k) => [k, k.split('-').reverse().join('-')]));
    for (const p of r3) expect(met.has(`${p.a}-${p.b}`)).toBe(false);
  });

  it('"In the second and subsequent rounds a bye is awarded to the player with the lowest accumulated tournament point score"; "A player cannot receive more than one bye"', () => {
    const e = uwEvent(forces(5), [uwRound(1, ['p1:0-p2:12', 'p3:3-p4:6'], 'p5')]);
    // p5 has 24 from the bye; p2 (0) is lowest.
    expect(paired(pairUwRound(e, 2)).find((p) => p.b === null)!.a).toBe('p2');
    // Three players: after two rounds p3 (24) is lowest but had the bye, p1 and p2 have 36 and
    // p2 had the bye: p1 has it.
    const e2 = uwEvent(forces(3), [uwRound(1, ['p1:0-p2:0'], 'p3'), uwRound(2, ['p3:12-p1:0'], 'p2')], { options: { rounds: 3 } });
    expect(paired(pairUwRound(e2, 3)).find((p) => p.b === null)!.a).toBe('p1');
  });

  it('Bye Scoring: "a bye gives the same number of points as the best possible result … a Crushing Victory (24-0)"', () => {
    const s = uwStandings(uwEvent(forces(3), [uwRound(1, ['p1:0-p2:0'], 'p3')]));
    expect(s.find((x) => x.id === 'p3')!.points).toBe(24);
    const custom = uwStandings(uwEvent(forces(3), [uwRound(1, ['p1:0-p2:0'], 'p3')], { options: { byePoints: 27 } }));
    expect(custom.find((x) => x.id === 'p3')!.points).toBe(27);
  });

  it('Conceding: "A player that concedes a game must retire from the tournament; he or she can play no more games and is not eligible for a winning place"', () => {
    const r1 = { number: 1, pairings: [{ table: 1, a: 'p1', b: 'p2' }, { table: 2, a: 'p3', b: 'p4' }], results: [{ a: 'p1', b: 'p2', lostA: 0, lostB: 0, concededBy: 'p1' }, { a: 'p3', b: 'p4', lostA: 0, lostB: 0 }] };
    const e = uwEvent(forces(4), [r1]);
    const next = paired(pairUwRound(e, 2));
    expect(next.flatMap((p) => [p.a, p.b])).not.toContain('p1');
    expect(uwStandings(e).at(-1)!.id).toBe('p1');
    const bad = parseUwEvent({ ...e, rounds: [r1, { number: 2, pairings: [{ table: 1, a: 'p1', b: 'p3' }], results: [] }] });
    expect(!bad.ok && bad.rejection.code).toBe('event/retired_player');
  });
});

describe('Urban War table allocation and tiebreaker', () => {
  it('"In the first round pairs of opponents are allocated tables on a first come first served basis"', () => {
    expect(paired(pairUwRound(uwEvent(forces(8)), 1)).map((p) => p.table)).toEqual([1, 2, 3, 4]);
  });

  it('"they are allocated the lowest table number that neither has previously played on"', () => {
    const played = new Map([['a', new Set([1])], ['b', new Set([1])], ['c', new Set<number>()], ['d', new Set<number>()]]);
    expect(allocateTables([['a', 'b'], ['c', 'd']], (p) => played.get(p)!)).toEqual([2, 1]);
  });

  it('"If between them they have played on all the tables that remain available, they are allocated the lowest table number that the higher scoring of them has not previously played on"', () => {
    const played = new Map([['a', new Set([2])], ['b', new Set([1])], ['c', new Set<number>()], ['d', new Set<number>()]]);
    // a (higher) and b have played on both tables between them: a gets table 1, which he has not played on.
    expect(allocateTables([['a', 'b'], ['c', 'd']], (p) => played.get(p)!)).toEqual([1, 2]);
  });

  it('Tiebreaker: "The total accumulated tournament point score of all opponents that a player faced. The higher rank goes to the player whose opponents scored highest"', () => {
    // Round 1: p1 and p3 16, their opponents p2 and p4 8 each: equal, then the seeded key.
    const s1 = uwStandings(uwEvent(forces(4), [uwRound(1, ['p1:0-p2:3', 'p3:0-p4:3'])]));
    expect(s1[0]!.separatedFromNextBy).toBe('seeded-random');
    const s4 = uwStandings(uwEvent(forces(4), [uwRound(1, ['p1:0-p2:3', 'p3:0-p4:3']), uwRound(2, ['p2:0-p4:12', 'p1:0-p3:0'])]));
    // p2 32; p1 and p3 28 each; p1's opponents: p2 (32) and p3 (28) = 60; p3's: p4 (8) and p1 (28) = 36.
    expect(s4.map((x) => x.id).slice(0, 3)).toEqual(['p2', 'p1', 'p3']);
    expect(s4[1]!.separatedFromNextBy).toBe('opponents-points');
  });
});

describe('Urban War score cards', async () => {
  const { scoreCards } = await import('./standings.js');
  it('"boxes for recording a players tournament point score at the end of each game, their accumulated subtotal from round to round, and their opponents score for each game"', () => {
    const e = uwEvent(forces(3), [uwRound(1, ['p1:0-p2:12'], 'p3'), uwRound(2, ['p3:3-p1:6'], 'p2')]);
    const cards = scoreCards(e);
    expect(cards.get('p1')).toEqual([
      { round: 1, opponent: 'p2', table: 1, points: 24, subtotal: 24, opponentPoints: 0 },
      { round: 2, opponent: 'p3', table: 1, points: 8, subtotal: 32, opponentPoints: 16 },
    ]);
    expect(cards.get('p3')![0]).toEqual({ round: 1, opponent: null, table: null, points: 24, subtotal: 24, opponentPoints: null });
    // The subtotal is the standings' points.
    const s = uwStandings(e);
    for (const [id, lines] of cards) expect(lines.at(-1)!.subtotal).toBe(s.find((x) => x.id === id)!.points);
  });
});
