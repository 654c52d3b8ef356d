// A game both players forfeited (OT2022, General rule 2, the round deadline): the match scores
// 0–0 in the Swiss, the higher Swiss rank advances in the bracket, the report says so, and the
// event file refuses a double forfeit that also names a winner.
import { describe, expect, it } from 'vitest';
import { decideElimination } from './bracket.js';
import { forfeitersOf } from './forfeits.js';
import { roundReport } from './report.js';
import { scoreMatch } from './scoring.js';
import { match, won } from './test-support.js';
import type { Game, TournamentEvent } from './types.js';
import { validateEvent } from './validate.js';

const both: Game = { winner: null, bannersA: 0, bannersB: 0, bothForfeited: true };

describe('a game forfeited by both players', () => {
  it('counts both players as forfeiters', () => {
    expect([...forfeitersOf(match('A', 'B', both, both))].sort()).toEqual(['A', 'B']);
    expect([...forfeitersOf(match('A', 'B', won('A', 8, 2), both))].sort()).toEqual(['A', 'B']);
  });

  it('scores 0–0 (a double forfeit), even when the other game was played', () => {
    expect(scoreMatch(match('A', 'B', both, both))).toMatchObject({ pointsA: 0, pointsB: 0, outcome: 'double-forfeit' });
    expect(scoreMatch(match('A', 'B', won('A', 8, 2), both))).toMatchObject({ pointsA: 0, pointsB: 0, outcome: 'double-forfeit' });
  });

  it('sends the higher Swiss rank on in an elimination match, without blocks lost', () => {
    const r = { match: 'QF1' as const, a: 'A', b: 'B', games: [both, both] as [Game, Game] };
    const d = decideElimination(r, 'B', 1, 8);
    expect(d.ok && d.value).toMatchObject({ winner: 'B', decidedBy: 'double-forfeit' });
  });

  const event = (g: Game): TournamentEvent => ({
    name: 'E', seed: 's', format: 'ot2022',
    entrants: [{ id: 'A', name: 'Ann' }, { id: 'B', name: 'Ben' }],
    rounds: [{ number: 1, pairings: [{ table: 1, a: 'A', b: 'B' }], results: [{ a: 'A', b: 'B', games: [g, both] }] }],
  });

  it('is reported as forfeited by both players', () => {
    const e = event(both);
    expect(roundReport(e, e.rounds[0]!)).toContain('Game 1: forfeited by both players');
  });

  it('has no winner and no single forfeiter', () => {
    const bad = validateEvent(event({ ...both, winner: 'A' }));
    expect(!bad.ok && bad.rejection.code).toBe('event/double_forfeit_conflict');
    const bad2 = validateEvent(event({ ...both, forfeitBy: 'B' }));
    expect(!bad2.ok && bad2.rejection.code).toBe('event/double_forfeit_conflict');
    expect(validateEvent(event(both)).ok).toBe(true);
  });
});
