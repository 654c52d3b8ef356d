import { describe, expect, it } from 'vitest';
import { pairNextRound, pairRound } from './pairing.js';
import { simulateSwiss } from './simulate.js';
import { deepFreeze, event, match, round, won } from './test-support.js';
import type { TournamentEvent } from './types.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const codeOf = (r: ReturnType<typeof pairRound>) => (r.ok ? 'ok' : r.rejection.code);

describe('round 1: random from the recorded event seed (OT2022)', () => {
  it('is reproducible from the seed and differs between seeds', () => {
    const e = deepFreeze(event(ids(16)));
    const a = pairNextRound(e);
    expect(pairNextRound(e)).toEqual(a);
    expect(pairNextRound({ ...e, seed: 'another' })).not.toEqual(a);
    expect(a.ok && a.value.round.pairings.map((p) => p.table)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('pairs everyone once and gives a random player the bye for an odd field', () => {
    const byes = new Set<string>();
    for (let s = 0; s < 40; s++) {
      const r = pairRound(event(ids(9), [], { seed: `s${s}` }), 1);
      if (!r.ok) throw new Error(r.rejection.message);
      const seated = r.value.round.pairings.flatMap((p) => [p.a, p.b]).filter((x) => x !== null);
      expect(seated.sort()).toEqual(ids(9).sort());
      const bye = r.value.round.pairings.filter((p) => p.b === null);
      expect(bye).toHaveLength(1);
      expect(bye[0]!.table).toBe(5);
      byes.add(bye[0]!.a);
    }
    expect(byes.size).toBeGreaterThan(4);
  });

  it('leaves out dropped players and entries joining later', () => {
    const e = event(ids(10));
    const withChanges: TournamentEvent = {
      ...e,
      entrants: e.entrants.map((x) => (x.id === 'p1' ? { ...x, dropped: true } : x.id === 'p2' ? { ...x, joinedRound: 2 } : x)),
    };
    const r = pairRound(withChanges, 1);
    expect(r.ok && r.value.round.pairings.flatMap((p) => [p.a, p.b])).not.toContain('p1');
    expect(r.ok && r.value.round.pairings.flatMap((p) => [p.a, p.b])).not.toContain('p2');
  });
});

describe('later rounds', () => {
  const four = event(['A', 'B', 'C', 'D'], [round(1, ['A-B', 'C-D'], [match('A', 'B', won('A', 8, 0), won('A', 8, 0)), match('C', 'D', won('C', 8, 1), won('D', 7, 8))])]);

  it('pairs by the current ranking, higher-ranked player first, no rematch', () => {
    // A 3, C 2 (banners 15–9), D 1, B 0 → 1st A v 2nd C, 3rd D v 4th B.
    const r = pairRound(four, 2);
    expect(r.ok && r.value.ranking).toEqual(['A', 'C', 'D', 'B']);
    expect(r.ok && r.value.round).toEqual({ number: 2, pairings: [{ table: 1, a: 'A', b: 'C' }, { table: 2, a: 'D', b: 'B' }], results: [] });
  });

  it('brings a late entry in with 0 points and leaves a dropped player out', () => {
    const e: TournamentEvent = { ...four, entrants: [...four.entrants.map((x) => (x.id === 'D' ? { ...x, dropped: true } : x)), { id: 'E', name: 'E', joinedRound: 2 }] };
    const r = pairRound(e, 2);
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.value.ranking).toEqual(['A', 'C', 'B', 'E']); // B 0 (opp. 3) above E 0 (no opp.)
    expect(r.value.round.pairings).toEqual([{ table: 1, a: 'A', b: 'C' }, { table: 2, a: 'B', b: 'E' }]);
  });

  it('refuses while a result of an earlier round is missing', () => {
    const open = { ...four, rounds: [{ ...four.rounds[0]!, results: four.rounds[0]!.results.slice(0, 1) }] };
    const r = pairRound(open, 2);
    expect(codeOf(r)).toBe('pairing/results_missing');
    expect(r.ok ? '' : r.rejection.message).toMatch(/Round 1, table 2 \(C v D\)/);
  });

  it('refuses rounds out of order and beyond the Swiss rounds', () => {
    expect(codeOf(pairRound(four, 3))).toBe('pairing/round_out_of_order');
    expect(codeOf(pairRound(four, 0))).toBe('pairing/round_out_of_order');
    const done = simulateSwiss({ seed: 'done', entrants: 8 }).event;
    expect(done.rounds).toHaveLength(4);
    expect(codeOf(pairNextRound(done))).toBe('pairing/swiss_complete');
    expect(codeOf(pairRound(event(['A']), 1))).toBe('pairing/swiss_complete');
  });

  it('refuses, without inventing a bye, when drops leave only players who have all met', () => {
    // X met a, b and c; d, e, f and g drop before round 4: X cannot be paired.
    const w = (x: string, y: string) => match(x, y, won(x, 8, 1), won(x, 8, 1));
    const e = event(['X', 'a', 'b', 'c', 'd', 'e', 'f', 'g'], [
      round(1, ['X-a', 'b-d', 'c-e', 'f-g'], [w('X', 'a'), w('b', 'd'), w('c', 'e'), w('f', 'g')]),
      round(2, ['X-b', 'a-d', 'c-f', 'e-g'], [w('X', 'b'), w('a', 'd'), w('c', 'f'), w('e', 'g')]),
      round(3, ['X-c', 'a-e', 'b-f', 'd-g'], [w('X', 'c'), w('a', 'e'), w('b', 'f'), w('d', 'g')]),
    ]);
    const r = pairRound({ ...e, entrants: e.entrants.map((x) => ('defg'.includes(x.id) ? { ...x, dropped: true } : x)) }, 4);
    expect(codeOf(r)).toBe('pairing/no_rematch_free_pairing');
    expect(r.ok ? '' : r.rejection.message).toBe(
      'No pairing of the 4 players of round 4 avoids every rematch; OT2022 pairs no two players twice in the Swiss rounds, so the referee must decide.',
    );
    // With everyone still in, round 4 pairs (X meets one of d–g).
    expect(codeOf(pairRound(e, 4))).toBe('ok');
  });

  it('refuses when too few players are left to pair', () => {
    const e = { ...four, entrants: four.entrants.map((x) => (x.id === 'A' ? x : { ...x, dropped: true })) };
    expect(codeOf(pairRound(e, 2))).toBe('pairing/too_few_players');
  });

  it('re-pairs a published round exactly as it was paired, from the rounds before it only', () => {
    // (No drops here: a drop applies to every pairing made after it, re-pairings included.)
    const sim = simulateSwiss({ seed: 'repair', entrants: 25, rounds: 4, lateEntrants: 3, forfeitRate: 0.05 });
    for (const r of sim.event.rounds) {
      const again = pairRound(deepFreeze(sim.event), r.number);
      expect(again.ok && again.value.round.pairings).toEqual(r.pairings);
    }
  });
});
