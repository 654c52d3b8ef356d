// ASO 2008 ranking, "Determining rank in the tournament":
//  "The winner of the tournament is the last undefeated person in the tournament (a draw also
//  counts as a loss in this context)." "The rank of all other players is determined by their
//  points … For players with equal scores, the following tiebreakers are used, in the listed
//  order: 1. Round where the player lost his first game (the later the better). 2. Round where
//  the player had his first draw (the later the better). 3. The average rating of opponents
//  played, based on rating at tournament start. If all of the tiebreakers are a tie as well,
//  the two players in question share the same rank." "no tiebreaker is used to determine the
//  winner … if all the players in question have the maximum possible points … they both win".
import type { PlayerId } from '../../types.js';
import { asoRecords, type AsoRecord } from './records.js';
import type { AsoEvent } from './types.js';

export type AsoSeparation = 'points' | 'first-loss-round' | 'first-draw-round' | 'opponents-rating' | 'shared';

export interface AsoStanding {
  /** Shared ranks are equal ("share the same rank"). */
  readonly rank: number;
  readonly id: PlayerId;
  readonly name: string;
  readonly rating: number;
  readonly nationality: string | null;
  readonly points: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly byes: number;
  readonly undefeated: boolean;
  readonly firstLossRound: number | null;
  readonly firstDrawRound: number | null;
  /** Average ASO rating of the opponents played (byes not counted); null before any game. */
  readonly averageOpponentRating: number | null;
  readonly dropped: boolean;
  readonly separatedFromNextBy: AsoSeparation | null;
}

const later = (r: number | null) => r ?? Infinity;

function average(r: AsoRecord, rating: (id: PlayerId) => number): number | null {
  return r.opponents.length === 0 ? null : r.opponents.reduce((n, o) => n + rating(o), 0) / r.opponents.length;
}

/** What separates x from the next-ranked y (x ranked first), or 'shared'. */
function separation(x: AsoStanding, y: AsoStanding): AsoSeparation {
  if (x.points !== y.points) return 'points';
  if (x.undefeated && y.undefeated) return 'shared';
  if (later(x.firstLossRound) !== later(y.firstLossRound)) return 'first-loss-round';
  if (later(x.firstDrawRound) !== later(y.firstDrawRound)) return 'first-draw-round';
  if ((x.averageOpponentRating ?? 0) !== (y.averageOpponentRating ?? 0)) return 'opponents-rating';
  return 'shared';
}

function compare(x: AsoStanding, y: AsoStanding): number {
  return (
    y.points - x.points ||
    (x.undefeated && y.undefeated ? 0 : later(y.firstLossRound) - later(x.firstLossRound) || later(y.firstDrawRound) - later(x.firstDrawRound) || (y.averageOpponentRating ?? 0) - (x.averageOpponentRating ?? 0))
  );
}

export function asoStandings(event: AsoEvent, throughRound = Infinity): AsoStanding[] {
  const records = asoRecords(event, throughRound);
  const ratings = new Map(event.entrants.map((e) => [e.id, e.rating]));
  const rows: AsoStanding[] = event.entrants.map((e) => {
    const r = records.get(e.id)!;
    return {
      rank: 0,
      id: e.id,
      name: e.name,
      rating: e.rating,
      nationality: e.nationality ?? null,
      points: r.points,
      wins: r.wins,
      draws: r.draws,
      losses: r.losses,
      byes: r.byes,
      undefeated: r.losses === 0 && r.draws === 0,
      firstLossRound: r.firstLossRound,
      firstDrawRound: r.firstDrawRound,
      averageOpponentRating: average(r, (id) => ratings.get(id)!),
      dropped: e.dropped ?? false,
      separatedFromNextBy: null,
    };
  });
  // Shared ranks are listed by rating, then id, so the list reads the same every time.
  rows.sort((x, y) => compare(x, y) || y.rating - x.rating || (x.id < y.id ? -1 : 1));
  let rank = 1;
  return rows.map((row, i) => {
    if (i > 0 && compare(rows[i - 1]!, row) !== 0) rank = i + 1;
    const next = rows[i + 1];
    return { ...row, rank, separatedFromNextBy: next ? separation(row, next) : null };
  });
}

/** "the last undefeated person": the undefeated players with the most points (more than one
 *  share the win; none: the winner is whoever ranks first by the tie-breakers). */
export function asoWinners(standings: readonly AsoStanding[]): PlayerId[] {
  return standings.filter((s) => s.rank === 1).map((s) => s.id);
}
