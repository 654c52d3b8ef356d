import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../test-support.js';
import { pairAsoRound, seededMatching, topPoolSize } from './pairing.js';
import { asoEvent, asoRound, rated } from './test-support.js';

const pairsOf = (r: ReturnType<typeof pairAsoRound>) => {
  if (!r.ok) throw new Error(r.rejection.message);
  return r.value.round.pairings.map((p) => `${p.a}-${p.b ?? 'BYE'}`);
};

describe('ASO 2008 pairing principles', () => {
  it('"Seeded matching": 6 players on a list are matched like this: 1 vs 4 / 2 vs. 5 / 3 vs. 6', () => {
    expect(seededMatching([1, 2, 3, 4, 5, 6])).toEqual([[1, 4], [2, 5], [3, 6]]);
  });

  it('Round 1: "Top 32 players (based on ASO rating) are matched in one pool, seeded"; "The remaining players are matched in a separate pool, seeded"', () => {
    const e = deepFreeze(asoEvent(rated(40)));
    const pairs = pairsOf(pairAsoRound(e, 1));
    expect(pairs.slice(0, 16)).toEqual(Array.from({ length: 16 }, (_, i) => `p${i + 1}-p${i + 17}`));
    expect(pairs.slice(16)).toEqual(['p33-p37', 'p34-p38', 'p35-p39', 'p36-p40']);
  });

  it('"ranked in order of their ASO rating at tournament start (ties resolved randomly)": equal ratings are ordered by the seed', () => {
    const same = rated(4).map((e) => ({ ...e, rating: 1500 }));
    const orders = new Set(['s1', 's2', 's3', 's4', 's5', 's6'].map((seed) => pairsOf(pairAsoRound(asoEvent(same, [], { seed }), 1)).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('Round 2-5: "X is based on the round: Round 2 = 16, Round 3 = 8, Round 4 = 4, Round 5 = 2"', () => {
    expect([2, 3, 4, 5].map(topPoolSize)).toEqual([16, 8, 4, 2]);
  });

  it('Round 2: "Top X players (maximum point players, in order of ASO rating) are matched in one pool, seeded", the others with maximum points against "exactly one draw or loss", highest rated against highest rated', () => {
    // 40 players; round 1 as paired: p1–p16 and p33–p36 win, so 20 have maximum points.
    const r1 = pairsOf(pairAsoRound(asoEvent(rated(40)), 1)).map((p) => p.replace('-', '>'));
    const e = deepFreeze(asoEvent(rated(40), [asoRound(1, r1)]));
    const r = pairAsoRound(e, 2);
    const pairs = pairsOf(r);
    // Top 16 of the maximum-point list by rating: p1 … p16, seeded 1 v 9 … 8 v 16.
    for (let i = 1; i <= 8; i++) expect(pairs).toContain(`p${i}-p${i + 8}`);
    // p33 … p36 (maximum points, not in the top 16) against the highest-rated one-loss players.
    expect(pairs).toContain('p33-p17');
    expect(pairs).toContain('p34-p18');
    expect(pairs).toContain('p35-p19');
    expect(pairs).toContain('p36-p20');
    if (r.ok) expect(r.value.how.p33).toBe('maximum-v-one-loss');
  });

  it('"The remaining players are matched according to common swiss draw principles (against player of similar amount of points)", never a rematch', () => {
    const e = asoEvent(rated(8), [asoRound(1, ['p1>p5', 'p2>p6', 'p3>p7', 'p8>p4'])]);
    const pairs = pairsOf(pairAsoRound(e, 2));
    // Maximum points: p1, p2, p3, p8 (4 < 16: all in the top pool, seeded p1 v p3, p2 v p8).
    expect(pairs.slice(0, 2)).toEqual(['p1-p3', 'p2-p8']);
    expect(pairs.slice(2).sort()).toEqual(['p4-p5', 'p6-p7']);
  });

  it('"We\'ll try not to match players of similar nationality"', () => {
    const nat = (i: number) => (i < 4 ? 'DK' : i < 6 ? 'SE' : 'DE');
    const e = asoEvent(rated(8, nat), [asoRound(1, ['p1>p5', 'p2>p6', 'p3>p7', 'p4>p8']), asoRound(2, ['p1>p3', 'p2>p4', 'p5>p7', 'p6>p8'])]);
    // Round 3: one-loss players p3, p4, p5, p6: p3 (DK) v p4 (DK) would be natural; avoided.
    const pairs = pairsOf(pairAsoRound(e, 3));
    expect(pairs[0]).toBe('p1-p2');
    expect(pairs).not.toContain('p3-p4');
    expect(pairs.some((p) => p === 'p3-p5' || p === 'p3-p6')).toBe(true);
  });

  it('"Players mutually agreeing and with similar amount of points are welcome to request to be matched up as opponents"', () => {
    const rounds = [asoRound(1, ['p1>p5', 'p2>p6', 'p3>p7', 'p4>p8'])];
    const e = asoEvent(rated(8), rounds, { requests: [{ round: 2, a: 'p5', b: 'p8' }, { round: 2, a: 'p6', b: 'p1' }] });
    const pairs = pairsOf(pairAsoRound(e, 2));
    expect(pairs).toContain('p5-p8');
    // p6 (0 points) and p1 (3 points, top pool) are not of similar points: not honoured.
    expect(pairs).not.toContain('p1-p6');
  });

  it('byes (the text has none): round 1 to the lowest rated; later to the lowest ranked without one', () => {
    expect(pairsOf(pairAsoRound(asoEvent(rated(5)), 1))).toEqual(['p1-p3', 'p2-p4', 'p5-BYE']);
    const e = asoEvent(rated(5), [asoRound(1, ['p1>p3', 'p4>p2'], 'p5')]);
    const pairs = pairsOf(pairAsoRound(e, 2));
    expect(pairs.at(-1)).toMatch(/-BYE$/);
    expect(pairs.at(-1)).not.toBe('p5-BYE');
  });

  it('"a 5 round tournament": no sixth round; a round waits for the results before it', () => {
    const e = asoEvent(rated(4), [{ number: 1, pairings: [{ table: 1, a: 'p1', b: 'p3' }, { table: 2, a: 'p2', b: 'p4' }], results: [] }]);
    const r = pairAsoRound(e, 2);
    expect(!r.ok && r.rejection.code).toBe('pairing/results_missing');
    const five = asoEvent(rated(4), [], { options: { rounds: 0 + 1 } });
    const done = pairAsoRound({ ...five, rounds: [asoRound(1, ['p1>p3', 'p2>p4'])] }, 2);
    expect(!done.ok && done.rejection.code).toBe('pairing/rounds_complete');
  });
});
