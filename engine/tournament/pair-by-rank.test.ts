import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brutePairByRank } from './brute-force.js';
import { pairByRank, type PairingRequest } from './pair-by-rank.js';

function request(ranked: string, met: readonly string[], hadBye = ''): PairingRequest {
  const set = new Set(met.flatMap((p) => [p, [...p].reverse().join('')]));
  return { ranked: [...ranked], met: (a, b) => set.has(a + b), hadBye: (a) => hadBye.includes(a), round: 5 };
}

function plan(req: PairingRequest): string {
  const r = pairByRank(req);
  if (!r.ok) return r.rejection.code;
  return [...r.value.pairs.map(([a, b]) => a + b), ...(r.value.bye ? [`${r.value.bye}-`] : [])].join(' ');
}

describe('Swiss pairing by rank (OT2022: 1st v 2nd, 3rd v 4th …, no rematch)', () => {
  it('pairs neighbours in rank when nobody has met', () => {
    expect(plan(request('ABCDEF', []))).toBe('AB CD EF');
  });

  it('the greedy trap: after A–B, C–D, A–C, B–D the only pairing is A–D, B–C, whatever the ranking', () => {
    const perms = (s: string): string[] => (s.length <= 1 ? [s] : [...s].flatMap((c, i) => perms(s.slice(0, i) + s.slice(i + 1)).map((p) => c + p)));
    for (const ranking of perms('ABCD')) {
      const r = pairByRank(request(ranking, ['AB', 'CD', 'AC', 'BD']));
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(new Set(r.value.pairs.map((p) => [...p].sort().join('')))).toEqual(new Set(['AD', 'BC']));
    }
  });

  it('looks ahead instead of dead-ending: 1–2, 3–4 would leave 5–6, who have met', () => {
    expect(plan(request('123456', ['56']))).toBe('12 35 46');
  });

  it('changes even the top table when only that leaves the rest pairable', () => {
    // 1–2 leaves 3–4 (met); 1–3 is a rematch; so 1–4 and 2–3.
    expect(plan(request('1234', ['34', '13']))).toBe('14 23');
  });

  it('gives the bye to the lowest-ranked player without one', () => {
    expect(plan(request('12345', []))).toBe('12 34 5-');
    expect(plan(request('12345', [], '5'))).toBe('12 35 4-');
    expect(plan(request('12345', [], '45'))).toBe('12 45 3-');
  });

  it('passes the bye up when giving it to the lowest would leave the rest unpairable', () => {
    // With 5 on the bye, 1 (who has met 2, 3 and 4) could not be paired: 4 takes the bye.
    expect(plan(request('12345', ['12', '13', '14']))).toBe('15 23 4-');
  });

  it('rejects instead of allowing a rematch or inventing a second bye', () => {
    expect(plan(request('ABCD', ['AB', 'AC', 'AD']))).toBe('pairing/no_rematch_free_pairing');
    expect(plan(request('ABC', [], 'ABC'))).toBe('pairing/no_bye_available');
    expect(plan(request('ABC', ['AB', 'AC'], 'A'))).toBe('pairing/no_rematch_free_pairing');
    const r = pairByRank(request('ABCD', ['AB', 'AC', 'AD']));
    expect(r.ok ? '' : r.rejection.message).toMatch(/4 players of round 5/);
  });

  it('agrees with the exhaustive reading of the rule on random histories (≤ 11 players)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 11 }),
        fc.array(fc.tuple(fc.nat(10), fc.nat(10)), { maxLength: 30 }),
        fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }),
        (n, metPairs, byes) => {
          const ranked = Array.from({ length: n }, (_, i) => `p${i}`);
          const met = new Set(metPairs.filter(([a, b]) => a < n && b < n && a !== b).flatMap(([a, b]) => [`p${a}|p${b}`, `p${b}|p${a}`]));
          const req: PairingRequest = { ranked, met: (a, b) => met.has(`${a}|${b}`), hadBye: (a) => byes[Number(a.slice(1))]!, round: 3 };
          const fast = pairByRank(req);
          const slow = brutePairByRank(req);
          if (slow === null) expect(fast.ok).toBe(false);
          else expect(fast.ok ? fast.value : fast.rejection).toEqual(slow);
        },
      ),
      { seed: 42, numRuns: 1500 },
    );
  });
});
