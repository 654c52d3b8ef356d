// ASO 2008 match points and judged games (shared/rules/aso2008-tournament-rules.txt).
//   "you will get 3 points for winning, 1 point for a draw and 0 for losing."
//   Deciding games, step 5: the average of the three judges' evaluations decides:
//   "0% - 40% Loss / >40% and <60% Draw / 60% - 100% Win".
import type { PlayerId } from '../../types.js';
import type { AsoResult } from './types.js';

export const WIN_POINTS = 3;
export const DRAW_POINTS = 1;
export const LOSS_POINTS = 0;

export type AsoOutcome = 'win' | 'draw' | 'loss';

/** The outcome of a result for one of its players. */
export function outcomeFor(r: AsoResult, player: PlayerId): AsoOutcome {
  if (r.winner === null) return 'draw';
  return r.winner === player ? 'win' : 'loss';
}

export function pointsOf(outcome: AsoOutcome): number {
  return outcome === 'win' ? WIN_POINTS : outcome === 'draw' ? DRAW_POINTS : LOSS_POINTS;
}

/** Step 4: "stated in increments of 5%"; three judges (step 1: "Three judges are selected"). */
export function judgesProblem(percents: readonly number[]): string | null {
  if (percents.length !== 3) return `three judges evaluate a game, found ${percents.length} evaluation(s)`;
  const bad = percents.find((p) => !Number.isInteger(p) || p < 0 || p > 100 || p % 5 !== 0);
  if (bad !== undefined) return `${bad} is not a winning chance in increments of 5% from 0 to 100`;
  return null;
}

/** Step 5: the player's average evaluated winning chance → his outcome. Integers are compared
 *  as sums (avg ≤ 40 ⇔ sum ≤ 120) so that 38.33…% needs no rounding. */
export function judgedOutcome(percents: readonly number[]): AsoOutcome {
  const sum = percents.reduce((n, p) => n + p, 0);
  const n = percents.length;
  if (sum * 100 <= 40 * n * 100) return 'loss';
  if (sum >= 60 * n) return 'win';
  return 'draw';
}
