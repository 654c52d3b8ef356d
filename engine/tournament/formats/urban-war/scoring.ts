// Urban War game results (shared/rules/urban-war-tournament-rules.txt):
//  Casualty Thresholds: "Moderate, Heavy and Severe … a quarter (25%), a half (50%), and three
//  quarters (75%) of the models it started out with"; "fractions are rounded up".
//  Casualty Levels: Light "less than its moderate casualty threshold", Moderate "equal to or
//  greater than its moderate … but less than its heavy", Heavy likewise, Severe "equal to or
//  greater than its severe casualty threshold"; a Strategic Withdrawal is Severe.
//  Game Result Table: equal levels draw; one level apart a Minor Victory, two a Major, three
//  (Light v Severe) a Crushing Victory, for the player with the lighter level.
//  Tournament Points Table: Crushing 24 / 0, Major 20 / 4, Minor 16 / 8, Draw 12 each.
//  Conceded Game Scoring: the conceder "counts as having lost all their models as casualties,
//  and their opponent counts only those that they actually lost".
import type { UwEntrant, UwResult } from './types.js';

export type CasualtyLevel = 'light' | 'moderate' | 'heavy' | 'severe';
export const LEVELS: readonly CasualtyLevel[] = ['light', 'moderate', 'heavy', 'severe'];

export type GameResultKind = 'draw' | 'minor' | 'major' | 'crushing';

export interface Thresholds {
  readonly moderate: number;
  readonly heavy: number;
  readonly severe: number;
}

/** ⌈models × k / 4⌉ in whole numbers (13 models → 4, 7, 10). */
export function casualtyThresholds(models: number): Thresholds {
  const q = (k: number) => Math.ceil((models * k) / 4);
  return { moderate: q(1), heavy: q(2), severe: q(3) };
}

export function casualtyLevel(lost: number, models: number, withdrew = false): CasualtyLevel {
  if (withdrew) return 'severe';
  const t = casualtyThresholds(models);
  if (lost >= t.severe) return 'severe';
  if (lost >= t.heavy) return 'heavy';
  if (lost >= t.moderate) return 'moderate';
  return 'light';
}

/** The Game Result Table: the degree of victory, and who won ('a', 'b' or null for a draw). */
export function gameResult(levelA: CasualtyLevel, levelB: CasualtyLevel): { kind: GameResultKind; winner: 'a' | 'b' | null } {
  const d = LEVELS.indexOf(levelB) - LEVELS.indexOf(levelA);
  const kind: GameResultKind = (['draw', 'minor', 'major', 'crushing'] as const)[Math.abs(d)]!;
  return { kind, winner: d === 0 ? null : d > 0 ? 'a' : 'b' };
}

/** The Tournament Points Table: [winner, loser] (a draw: both). */
export const TOURNAMENT_POINTS: Readonly<Record<GameResultKind, readonly [number, number]>> = {
  crushing: [24, 0],
  major: [20, 4],
  minor: [16, 8],
  draw: [12, 12],
};

export interface UwScore {
  readonly levelA: CasualtyLevel;
  readonly levelB: CasualtyLevel;
  readonly kind: GameResultKind;
  readonly winner: 'a' | 'b' | null;
  /** Tournament points, campaign bonus points included. */
  readonly pointsA: number;
  readonly pointsB: number;
}

export function scoreGame(r: UwResult, a: UwEntrant, b: UwEntrant): UwScore {
  const lostA = r.concededBy === a.id ? a.models : r.lostA;
  const lostB = r.concededBy === b.id ? b.models : r.lostB;
  const levelA = casualtyLevel(lostA, a.models, r.withdrewA);
  const levelB = casualtyLevel(lostB, b.models, r.withdrewB);
  const { kind, winner } = gameResult(levelA, levelB);
  const [w, l] = TOURNAMENT_POINTS[kind];
  const base: [number, number] = winner === 'b' ? [l, w] : [w, l];
  return { levelA, levelB, kind, winner, pointsA: base[0] + (r.bonusA ?? 0), pointsB: base[1] + (r.bonusB ?? 0) };
}
