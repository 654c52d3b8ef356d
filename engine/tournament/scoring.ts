// Match points in the Swiss rounds (OT2022, Preliminary Swiss rounds, the scoring table):
//   both games won by one player       3 / 0
//   one game won by each player        2 to the player with more victory banners over both
//                                      games, 1 to the other; 1.5 each if tied
//   bye / opponent forfeits            3
//   games not completed (no forfeit)   1 each
// Where the table is silent (docs/tournament-format.md, "Rules decisions"):
//   - a forfeit of either game forfeits the match: the opponent scores 3, the forfeiter 0;
//   - both players forfeiting scores 0 each (OT2022 general rule 2: when neither player
//     contacts the referee by the deadline "both players will be counted as having forfeited");
//   - one game completed and the other not (no forfeit): 2 to that game's winner, 1 to the
//     other — the 3 points of the pair of games are kept, and a won game counts for more
//     than an unplayed one.
import type { MatchResult, PlayerId } from './types.js';
import { forfeitersOf } from './forfeits.js';

export const BYE_POINTS = 3;

export type MatchOutcome =
  | 'two-wins'
  | 'split'
  | 'split-banners-tied'
  | 'one-completed'
  | 'not-completed'
  | 'forfeit'
  | 'double-forfeit';

export interface MatchScore {
  /** Points to the result's `a` and `b`. */
  readonly pointsA: number;
  readonly pointsB: number;
  readonly outcome: MatchOutcome;
  readonly bannersA: number;
  readonly bannersB: number;
}

function score(pointsA: number, pointsB: number, outcome: MatchOutcome, r: MatchResult): MatchScore {
  const bannersA = r.games.reduce((n, g) => n + g.bannersA, 0);
  const bannersB = r.games.reduce((n, g) => n + g.bannersB, 0);
  return { pointsA, pointsB, outcome, bannersA, bannersB };
}

export function scoreMatch(r: MatchResult): MatchScore {
  const forfeiters = forfeitersOf(r);
  if (forfeiters.size === 2) return score(0, 0, 'double-forfeit', r);
  if (forfeiters.has(r.a)) return score(0, 3, 'forfeit', r);
  if (forfeiters.has(r.b)) return score(3, 0, 'forfeit', r);

  const winners = r.games.map((g) => g.winner).filter((w): w is PlayerId => w !== null);
  if (winners.length === 0) return score(1, 1, 'not-completed', r);
  if (winners.length === 1) return winners[0] === r.a ? score(2, 1, 'one-completed', r) : score(1, 2, 'one-completed', r);
  const winsA = winners.filter((w) => w === r.a).length;
  if (winsA === 2) return score(3, 0, 'two-wins', r);
  if (winsA === 0) return score(0, 3, 'two-wins', r);
  const s = score(0, 0, 'split', r);
  if (s.bannersA > s.bannersB) return { ...s, pointsA: 2, pointsB: 1 };
  if (s.bannersB > s.bannersA) return { ...s, pointsA: 1, pointsB: 2 };
  return { ...s, pointsA: 1.5, pointsB: 1.5, outcome: 'split-banners-tied' };
}

/** The points a player scored in a result (he must be one of its players). */
export function pointsFor(r: MatchResult, player: PlayerId): number {
  const s = scoreMatch(r);
  return player === r.a ? s.pointsA : s.pointsB;
}
