import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../test-support.js';
import { firstPlayer, placeCards, vtesFinal } from './final.js';
import { parseVtesEvent } from './schema.js';
import { scoreTable } from './scoring.js';
import { vtesStandings } from './standings.js';
import { players, vtesEvent, vtesRound } from './test-support.js';

const byId = (rows: ReturnType<typeof scoreTable>) => Object.fromEntries(rows.map((r) => [r.id, r]));

describe('V:TES scoring (3.7)', () => {
  it('3.7.1 "A player receives a Game Win … at least two (2) Victory Points and … more Victory Points than any other player"', () => {
    const s = byId(scoreTable(['a', 'b', 'c', 'd', 'e'], { a: 2.5, b: 0, c: 1, d: 0, e: 0.5 }));
    expect(s.a!.gameWin).toBe(true);
    expect(s.c!.gameWin).toBe(false);
    const one = byId(scoreTable(['a', 'b', 'c', 'd'], { a: 1.5, b: 0, c: 0.5, d: 0.5 }));
    expect(one.a!.gameWin).toBe(false);
  });

  it('3.7.1 "(No game win is awarded in the case of ties.)"', () => {
    const s = scoreTable(['a', 'b', 'c', 'd', 'e'], { a: 2, b: 0, c: 2, d: 0, e: 0 });
    expect(s.some((x) => x.gameWin)).toBe(false);
  });

  it('3.7.3 "Five-player table: First place receives 60 Tournament Points, second … 48, third … 36, fourth … 24, and fifth … 12"', () => {
    const s = byId(scoreTable(['a', 'b', 'c', 'd', 'e'], { a: 3, b: 1, c: 0.5, d: 0, e: 0.5 }));
    expect([s.a!.tp, s.b!.tp, s.c!.tp, s.e!.tp, s.d!.tp]).toEqual([60, 48, 30, 30, 12]);
    const plain = byId(scoreTable(['a', 'b', 'c', 'd', 'e'], { a: 2, b: 1.5, c: 1, d: 0.5, e: 0 }));
    expect(['a', 'b', 'c', 'd', 'e'].map((x) => plain[x]!.tp)).toEqual([60, 48, 36, 24, 12]);
  });

  it('3.7.4 Example (five-player table): A and C 1.5 VP each get 54, E 36, B and D 18', () => {
    const s = byId(scoreTable(['A', 'B', 'C', 'D', 'E'], { A: 1.5, B: 0, C: 1.5, D: 0, E: 0.5 }));
    expect([s.A!.tp, s.C!.tp, s.E!.tp, s.B!.tp, s.D!.tp]).toEqual([54, 54, 36, 18, 18]);
    expect(Object.values(s).some((x) => x.gameWin)).toBe(false);
  });

  it('3.7.3 "Four-player table: Players are ranked first, second, fourth, and fifth"; 3.7.4 Example 2: A 60, C and D 36, B 12', () => {
    const s = byId(scoreTable(['A', 'B', 'C', 'D'], { A: 1.5, B: 0, C: 0.5, D: 0.5 }));
    expect([s.A!.tp, s.C!.tp, s.D!.tp, s.B!.tp]).toEqual([60, 36, 36, 12]);
  });

  it('3.7.2 victory points come in halves, at most one per player at the table', () => {
    const base = vtesEvent(players(4), [vtesRound(1, [['p1 p2 p3 p4', '1.5 0 0.5 0.5']])]);
    expect(parseVtesEvent(base).ok).toBe(true);
    const third = parseVtesEvent(vtesEvent(players(4), [vtesRound(1, [['p1 p2 p3 p4', '1.3 0 0.5 0.5']])]));
    expect(!third.ok && third.rejection.code).toBe('event/bad_victory_points');
    const many = parseVtesEvent(vtesEvent(players(4), [vtesRound(1, [['p1 p2 p3 p4', '4 1 0 0']])]));
    expect(!many.ok && many.rejection.code).toBe('event/bad_victory_points');
  });
});

describe('V:TES ranking (3.1) and final (3.1.3, 3.7.5)', () => {
  const ten = players(10);
  const e = deepFreeze(
    vtesEvent(ten, [
      vtesRound(1, [['p1 p2 p3 p4 p5', '3 0 1 0.5 0.5'], ['p6 p7 p8 p9 p10', '1 1 1 1 0']]),
      vtesRound(2, [['p1 p6 p2 p7 p3', '0 2 1 1 0'], ['p4 p8 p5 p9 p10', '1 1 0.5 0.5 0']]),
    ], { options: { rounds: 2 } }),
  );

  it('"ranked according to the number of Game Wins"; then "total accumulated Victory Points"; then "Tournament Points"', () => {
    const s = vtesStandings(e);
    // p1 and p6: one Game Win and 3 VP each; tournament points decide (p6 102, p1 78).
    expect(s.slice(0, 2).map((x) => x.id).sort()).toEqual(['p1', 'p6']);
    expect(s[0]!.gameWins).toBe(1);
    expect(s[0]!.separatedFromNextBy).toBe('tournament-points');
    expect(s[1]!.separatedFromNextBy).toBe('game-wins');
  });

  it('"Remaining ties for any of the top five rankings are resolved using any fair random method"; ties below share the rank', () => {
    const flat = vtesStandings(vtesEvent(players(10), [vtesRound(1, [['p1 p2 p3 p4 p5', '0.5 0.5 0.5 0.5 0.5'], ['p6 p7 p8 p9 p10', '0.5 0.5 0.5 0.5 0.5']])]));
    expect(flat.slice(0, 5).map((x) => x.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(flat.slice(5).map((x) => x.rank)).toEqual([6, 6, 6, 6, 6]);
    expect(flat[4]!.separatedFromNextBy).toBe('random');
    expect(flat[5]!.separatedFromNextBy).toBe('shared');
  });

  it('"The five highest-ranked players advance to the final round"', () => {
    const f = vtesFinal(e);
    expect(f.ok && f.value.finalists).toEqual(vtesStandings(e).slice(0, 5).map((x) => x.id));
  });

  it('3.1.3 the example: 5 places, 4 at the right end, 3 at the left end, 2 between 5 and 4, 1 between 2 and 4 → 3 5 2 1 4', () => {
    const row = placeCards(['1', '2', '3', '4', '5'], [{ player: '5', at: 0 }, { player: '4', at: 1 }, { player: '3', at: 0 }, { player: '2', at: 2 }, { player: '1', at: 3 }]);
    expect(row.ok && row.value).toEqual(['3', '5', '2', '1', '4']);
    const wrong = placeCards(['1', '2', '3', '4', '5'], [{ player: '1', at: 0 }]);
    expect(!wrong.ok && wrong.rejection.code).toBe('final/placing_order');
  });

  it('3.1.3 "The judge will then determine randomly which player will play first" (from the seed)', () => {
    const firsts = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => firstPlayer(seed, ['1', '2', '3', '4', '5'])));
    expect(firsts.size).toBeGreaterThan(1);
    expect(firstPlayer('a', ['1', '2', '3', '4', '5'])).toBe(firstPlayer('a', ['1', '2', '3', '4', '5']));
  });

  it('3.7.5 "The player with the highest total of Victory Points from the final round only is the tournament winner"; "In the event of a tie, the players\' rankings at the end of the preliminary rounds will be the deciding tiebreaker"', () => {
    const f0 = vtesFinal(e);
    if (!f0.ok) throw new Error(f0.rejection.message);
    const [a, b, c, d, x] = f0.value.finalists as [string, string, string, string, string];
    const won = vtesFinal({ ...e, final: { seating: [x, a, b, c, d], vp: { [a]: 0, [b]: 0, [c]: 0, [d]: 1, [x]: 3 } } });
    expect(won.ok && won.value.result).toMatchObject({ winner: x, decidedBy: 'victory-points' });
    const tie = vtesFinal({ ...e, final: { seating: [x, a, b, c, d], vp: { [a]: 0, [b]: 2, [c]: 0, [d]: 0, [x]: 2 } } });
    expect(tie.ok && tie.value.result).toMatchObject({ winner: b, decidedBy: 'preliminary-rank' });
  });

  it('3.1.6 "In a very small tournament, one with fewer than 8 players … the organizer may choose to omit the final round"', () => {
    const no = parseVtesEvent(vtesEvent(players(8), [], { options: { final: false } }));
    expect(!no.ok && no.rejection.code).toBe('event/final_required');
    expect(parseVtesEvent(vtesEvent(players(7), [], { options: { final: false } })).ok).toBe(true);
  });

  it('3.1.1 "The minimum time limit used in V:TES rounds is two hours"; "The final round may last longer"', () => {
    const short = parseVtesEvent(vtesEvent(players(5), [], { options: { timeLimitMinutes: 90 } }));
    expect(!short.ok && short.rejection.code).toBe('event/invalid_field');
    const finalShorter = parseVtesEvent(vtesEvent(players(5), [], { options: { timeLimitMinutes: 150, finalTimeLimitMinutes: 120 } }));
    expect(!finalShorter.ok && finalShorter.rejection.code).toBe('event/bad_time_limit');
  });
});

describe('V:TES without final (3.1.6)', async () => {
  const { anyStandings } = await import('../index.js');
  it('"With no final, the results of the preliminary rounds … are used to determine final standings": no finalists, no final table', () => {
    const e = vtesEvent(players(5), [vtesRound(1, [['p1 p2 p3 p4 p5', '3 0 1 0.5 0.5']])], { options: { final: false, rounds: 2 } });
    const s = anyStandings(e);
    expect(s.finalists).toBeUndefined();
    expect(s.standings[0]!.id).toBe('p1');
    const f = vtesFinal(e);
    expect(!f.ok && f.rejection.code).toBe('final/no_final');
  });
});
