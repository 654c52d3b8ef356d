import { describe, expect, it } from 'vitest';
import { computeBracket, type BracketState } from './bracket.js';
import { simulateSwiss } from './simulate.js';
import { computeStandings } from './standings.js';
import { deepFreeze, forfeited } from './test-support.js';
import type { BracketMatchId, BracketResult, Game, TournamentEvent } from './types.js';

const swiss = deepFreeze(simulateSwiss({ seed: 'bracket', entrants: 12 }).event);
const top = computeStandings(swiss).slice(0, 8).map((s) => s.id);
const seed = (n: number) => top[n - 1]!;

/** A game with banners and blocks lost for the result's a and b (winner: more banners). */
const g = (a: string, b: string, bannersA: number, bannersB: number, blocksLostA: number, blocksLostB: number): Game =>
  ({ winner: bannersA >= bannersB ? a : b, bannersA, bannersB, blocksLostA, blocksLostB });
const result = (match: BracketMatchId, a: string, b: string, g1: [number, number, number, number], g2: [number, number, number, number]): BracketResult =>
  ({ match, a, b, games: [g(a, b, ...g1), g(a, b, ...g2)] });

function bracket(results: BracketResult[], extra: Partial<TournamentEvent['bracket'] & object> = {}): BracketState {
  const r = computeBracket({ ...swiss, bracket: { results, ...extra } });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.value;
}
const codeOf = (e: TournamentEvent) => {
  const r = computeBracket(e);
  return r.ok ? 'ok' : r.rejection.code;
};

describe('Top 8 bracket (OT2022, Elimination Rounds)', () => {
  it('seeds the quarter finals 1v8, 4v5 → SF1 and 2v7, 3v6 → SF2', () => {
    const b = bracket([]);
    expect(b.seeds.map((s) => s.id)).toEqual(top);
    expect(b.matches.map((m) => [m.match, m.a, m.b, m.next])).toEqual([
      ['QF1', seed(1), seed(8), 'SF1'],
      ['QF2', seed(4), seed(5), 'SF1'],
      ['QF3', seed(2), seed(7), 'SF2'],
      ['QF4', seed(3), seed(6), 'SF2'],
      ['SF1', null, null, 'F'],
      ['SF2', null, null, 'F'],
      ['F', null, null, null],
    ]);
    expect(b.champion).toBeNull();
  });

  it('decides on total banners, then fewest blocks lost, then higher Swiss rank', () => {
    const b = bracket([
      // QF1: seed 8 has more banners over both games (6+8 v 8+5) though seed 1 lost fewer blocks.
      result('QF1', seed(1), seed(8), [8, 6, 2, 9], [5, 8, 3, 10]),
      // QF2: banners tied 13–13; seed 5 lost fewer blocks (7+6 v 8+6).
      result('QF2', seed(4), seed(5), [8, 5, 8, 7], [5, 8, 6, 6]),
      // QF3: banners tied 13–13 and blocks lost tied 12–12: seed 2 advances (higher Swiss rank).
      result('QF3', seed(2), seed(7), [8, 5, 6, 6], [5, 8, 6, 6]),
      // QF4: the same tie, the result written with the lower seed as `a`: seed 3 still advances.
      result('QF4', seed(6), seed(3), [8, 5, 6, 6], [5, 8, 6, 6]),
    ]);
    const m = new Map(b.matches.map((x) => [x.match, x]));
    expect(m.get('QF1')!.result).toMatchObject({ winner: seed(8), decidedBy: 'banners', bannersA: 13, bannersB: 14 });
    expect(m.get('QF2')!.result).toMatchObject({ winner: seed(5), decidedBy: 'blocks-lost', blocksLostA: 14, blocksLostB: 13 });
    expect(m.get('QF3')!.result).toMatchObject({ winner: seed(2), decidedBy: 'swiss-rank', bannersA: 13, bannersB: 13, blocksLostA: 12, blocksLostB: 12 });
    expect(m.get('QF4')!.result).toMatchObject({ winner: seed(3), decidedBy: 'swiss-rank' });
    expect(m.get('QF4')!.a).toBe(seed(3)); // oriented to the higher seed
    // Semi finals: the winners, the better seed first.
    expect([m.get('SF1')!.a, m.get('SF1')!.b]).toEqual([seed(5), seed(8)]);
    expect([m.get('SF2')!.a, m.get('SF2')!.b]).toEqual([seed(2), seed(3)]);
  });

  it('runs through the semi finals to the final and its champion', () => {
    const qfs = [
      result('QF1', seed(1), seed(8), [8, 1, 0, 5], [8, 1, 0, 5]),
      result('QF2', seed(4), seed(5), [8, 1, 0, 5], [8, 1, 0, 5]),
      result('QF3', seed(2), seed(7), [8, 1, 0, 5], [8, 1, 0, 5]),
      result('QF4', seed(3), seed(6), [8, 1, 0, 5], [8, 1, 0, 5]),
      result('SF1', seed(1), seed(4), [2, 8, 5, 1], [3, 8, 5, 1]),
      result('SF2', seed(3), seed(2), [8, 7, 3, 3], [7, 8, 3, 4]), // 15–15, blocks 6–7: seed 3
    ];
    const b = bracket([...qfs, result('F', seed(4), seed(3), [8, 8, 4, 4], [8, 8, 4, 4])]);
    const m = new Map(b.matches.map((x) => [x.match, x]));
    expect([m.get('F')!.a, m.get('F')!.b]).toEqual([seed(3), seed(4)]);
    expect(m.get('F')!.result).toMatchObject({ winner: seed(3), decidedBy: 'swiss-rank' });
    expect(b.champion).toBe(seed(3));
  });

  it('lets a forfeit lose the match, and on a double forfeit the higher seed advances', () => {
    const forfeit: BracketResult = { match: 'QF1', a: seed(1), b: seed(8), games: [g(seed(1), seed(8), 8, 0, 0, 4), forfeited(seed(1))] };
    const both: BracketResult = { match: 'QF2', a: seed(5), b: seed(4), games: [forfeited(seed(5)), forfeited(seed(4))] };
    const m = new Map(bracket([forfeit, both]).matches.map((x) => [x.match, x]));
    expect(m.get('QF1')!.result).toMatchObject({ winner: seed(8), decidedBy: 'forfeit' });
    expect(m.get('QF2')!.result).toMatchObject({ winner: seed(4), decidedBy: 'double-forfeit' });
  });

  it('refuses a result without blocks lost, with the wrong players, or before its players are known', () => {
    const noBlocks: BracketResult = { match: 'QF1', a: seed(1), b: seed(8), games: [{ winner: seed(1), bannersA: 8, bannersB: 2 }, { winner: seed(1), bannersA: 8, bannersB: 2 }] };
    expect(codeOf({ ...swiss, bracket: { results: [noBlocks] } })).toBe('bracket/blocks_missing');
    expect(codeOf({ ...swiss, bracket: { results: [result('QF1', seed(1), seed(2), [8, 1, 0, 0], [8, 1, 0, 0])] } })).toBe('bracket/wrong_players');
    expect(codeOf({ ...swiss, bracket: { results: [result('SF1', seed(1), seed(4), [8, 1, 0, 0], [8, 1, 0, 0])] } })).toBe('bracket/not_ready');
  });

  it('waits for the Swiss rounds to finish, and needs 8 players', () => {
    expect(codeOf({ ...swiss, rounds: swiss.rounds.slice(0, 3) })).toBe('bracket/swiss_incomplete');
    const last = swiss.rounds.at(-1)!;
    expect(codeOf({ ...swiss, rounds: [...swiss.rounds.slice(0, -1), { ...last, results: last.results.slice(1) }] })).toBe('bracket/swiss_incomplete');
    const dropped = { ...swiss, entrants: swiss.entrants.map((e, i) => (i < 5 ? { ...e, dropped: true } : e)) };
    expect(codeOf(dropped)).toBe('bracket/too_few_players');
  });

  it('passes over a dropped player to the next-ranked, and keeps published seeds', () => {
    const e = { ...swiss, entrants: swiss.entrants.map((x) => (x.id === seed(2) ? { ...x, dropped: true } : x)) };
    const r = computeBracket(e);
    const standings = computeStandings(swiss).map((s) => s.id);
    expect(r.ok && r.value.seeds.map((s) => s.id)).toEqual(standings.filter((id) => id !== seed(2)).slice(0, 8));
    const published = [...top].reverse();
    expect(bracket([], { seeds: published }).seeds.map((s) => s.id)).toEqual(published);
  });
});
