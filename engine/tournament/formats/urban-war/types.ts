// The Urban War event file (shared/rules/urban-war-tournament-rules.txt; docs/tournament-format.md,
// "Urban War"): the score cards' data — each player's faction and number of models (from which
// the casualty thresholds follow), each round's pairings with their table numbers, and each
// game's models lost, strategic withdrawals, concessions and campaign bonus points.
import type { Pairing, PlayerId } from '../../types.js';

export interface UwEntrant {
  readonly id: PlayerId;
  readonly name: string;
  /** "efforts being made to ensure that they are of different factions" (round 1). */
  readonly faction: string;
  /** "the number of models in their force": the casualty thresholds are fractions of it. */
  readonly models: number;
  /** "their force's point value" (Team Points Limit: 300 points); shown, not computed with. */
  readonly forcePoints?: number;
  readonly dropped?: boolean;
  readonly joinedRound?: number;
}

export interface UwResult {
  readonly a: PlayerId;
  readonly b: PlayerId;
  /** Models each force lost. */
  readonly lostA: number;
  readonly lostB: number;
  /** "If a side has been forced to make a Strategic Withdrawal it is assumed to have sustained
   *  Severe casualties". */
  readonly withdrewA?: boolean;
  readonly withdrewB?: boolean;
  /** "the conceding player counts as having lost all their models as casualties". */
  readonly concededBy?: PlayerId;
  /** Campaign tournaments: "bonus tournament points will be allocated for any of the objectives met". */
  readonly bonusA?: number;
  readonly bonusB?: number;
}

export interface UwRound {
  readonly number: number;
  readonly pairings: readonly Pairing[];
  readonly results: readonly UwResult[];
}

/** The points the text leaves open (docs/tournament-format.md, "Urban War"). */
export interface UwOptions {
  /** Default: the rounds-by-entrants table ("5-8: 3, 9-16: 4, 17-32: 5 … and so on up"). */
  readonly rounds?: number;
  /** "a bye gives the same number of points as the best possible result for the scenario …
   *  In most cases this equates to a Crushing Victory (24-0)". */
  readonly byePoints?: number;
  /** "Game Time Limit: 1 hour and 20 minutes maximum, as advised by the organiser." */
  readonly timeLimitMinutes?: number;
  /** "Team Points Limit: 300 points" ("This may vary for campaign based tournaments"). */
  readonly pointsLimit?: number;
}

export interface UwEvent {
  readonly name: string;
  readonly seed: string;
  readonly format: 'urban-war';
  readonly options?: UwOptions;
  readonly entrants: readonly UwEntrant[];
  readonly rounds: readonly UwRound[];
}

/** "Each additional round doubles the maximum number of players": 5–8 3, 9–16 4, 17–32 5, …;
 *  below the table (2–4 players, an open point) the same doubling: 2 → 1, 3–4 → 2. */
export function urbanWarRounds(entrants: number): number {
  return entrants < 2 ? 0 : Math.ceil(Math.log2(entrants));
}

export function uwOptions(e: UwEvent): Required<UwOptions> {
  return { rounds: urbanWarRounds(e.entrants.length), byePoints: 24, timeLimitMinutes: 80, pointsLimit: 300, ...e.options };
}
