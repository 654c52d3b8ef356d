import { describe, expect, it } from 'vitest';
import { casualtyLevel, casualtyThresholds, gameResult, scoreGame, TOURNAMENT_POINTS, type CasualtyLevel } from './scoring.js';
import { urbanWarRounds } from './types.js';

const force = (id: string, models = 12) => ({ id, name: id, faction: 'X', models });

describe('Urban War casualty thresholds and levels', () => {
  it('"if an Urban War force contained 12 models, it would have a Moderate casualty threshold of 3 models …, a Heavy … of 6 …, and a Severe … of 9"', () => {
    expect(casualtyThresholds(12)).toEqual({ moderate: 3, heavy: 6, severe: 9 });
  });

  it('"When calculating casualty thresholds fractions are rounded up": 13 models → 4, 7, 10', () => {
    expect(casualtyThresholds(13)).toEqual({ moderate: 4, heavy: 7, severe: 10 });
  });

  it('"Light casualties were sustained if the number of models a force lost is less than its moderate casualty threshold"', () => {
    expect(casualtyLevel(2, 12)).toBe('light');
  });

  it('"Moderate casualties … equal to or greater than its moderate casualty threshold, but less than its heavy casualty threshold"', () => {
    expect([casualtyLevel(3, 12), casualtyLevel(5, 12)]).toEqual(['moderate', 'moderate']);
  });

  it('"Heavy casualties … equal to or greater than its heavy casualty threshold, but less than its severe casualty threshold"', () => {
    expect([casualtyLevel(6, 12), casualtyLevel(8, 12)]).toEqual(['heavy', 'heavy']);
  });

  it('"Severe casualties … equal to or greater than its severe casualty threshold"', () => {
    expect([casualtyLevel(9, 12), casualtyLevel(12, 12)]).toEqual(['severe', 'severe']);
  });

  it('"If a side has been forced to make a Strategic Withdrawal it is assumed to have sustained Severe casualties no matter how many models are left"', () => {
    expect(casualtyLevel(0, 12, true)).toBe('severe');
  });
});

describe('Urban War Game Result Table and Tournament Points Table', () => {
  const table: [CasualtyLevel, CasualtyLevel, string][] = [
    ['light', 'light', 'draw'], ['light', 'moderate', 'minor a'], ['light', 'heavy', 'major a'], ['light', 'severe', 'crushing a'],
    ['moderate', 'light', 'minor b'], ['moderate', 'moderate', 'draw'], ['moderate', 'heavy', 'minor a'], ['moderate', 'severe', 'major a'],
    ['heavy', 'light', 'major b'], ['heavy', 'moderate', 'minor b'], ['heavy', 'heavy', 'draw'], ['heavy', 'severe', 'minor a'],
    ['severe', 'light', 'crushing b'], ['severe', 'moderate', 'major b'], ['severe', 'heavy', 'minor b'], ['severe', 'severe', 'draw'],
  ];
  it.each(table)('Game Result Table: Player A %s, Player B %s → %s', (a, b, expected) => {
    const r = gameResult(a, b);
    expect(r.winner ? `${r.kind} ${r.winner}` : r.kind).toBe(expected);
  });

  it('"Crushing Victory Winner: 24 Loser: 0; Major Victory Winner: 20 Loser: 4; Minor Victory Winner: 16 Loser: 8; Draw Both Players: 12"', () => {
    expect(TOURNAMENT_POINTS).toEqual({ crushing: [24, 0], major: [20, 4], minor: [16, 8], draw: [12, 12] });
    const s = scoreGame({ a: 'a', b: 'b', lostA: 9, lostB: 4 }, force('a'), force('b'));
    expect([s.kind, s.winner, s.pointsA, s.pointsB]).toEqual(['major', 'b', 4, 20]);
  });

  it('"In all cases except a Crushing Victory both players score tournament points"; campaign bonus points are added', () => {
    const s = scoreGame({ a: 'a', b: 'b', lostA: 0, lostB: 12, bonusA: 3 }, force('a'), force('b'));
    expect([s.kind, s.pointsA, s.pointsB]).toEqual(['crushing', 27, 0]);
  });

  it('Conceded Game Scoring: "the conceding player counts as having lost all their models as casualties, and their opponent counts only those that they actually lost"', () => {
    const s = scoreGame({ a: 'a', b: 'b', lostA: 4, lostB: 1, concededBy: 'b' }, force('a'), force('b'));
    expect([s.levelA, s.levelB, s.kind, s.pointsA, s.pointsB]).toEqual(['moderate', 'severe', 'major', 20, 4]);
  });
});

describe('Urban War rounds', () => {
  it('"No. of Players / No. of Rounds: 5-8 3, 9-16 4, 17-32 5 … and so on up"', () => {
    expect([5, 8, 9, 16, 17, 32, 33, 64].map(urbanWarRounds)).toEqual([3, 3, 4, 4, 5, 5, 6, 6]);
  });
});

describe('Urban War tournament games', () => {
  it('"Team Points Limit: 300 points" ("This may vary for campaign based tournaments": the option)', async () => {
    const { parseUwEvent } = await import('./schema.js');
    const e = (forcePoints: number, pointsLimit?: number) => ({ name: 'x', seed: 's', format: 'urban-war', ...(pointsLimit ? { options: { pointsLimit } } : {}), entrants: [{ id: 'a', name: 'A', faction: 'F', models: 10, forcePoints }], rounds: [] });
    expect(parseUwEvent(e(300)).ok).toBe(true);
    const over = parseUwEvent(e(301));
    expect(!over.ok && over.rejection.code).toBe('event/over_points_limit');
    expect(parseUwEvent(e(400, 400)).ok).toBe(true);
  });
});
