// The ASO 2008 event file (shared/rules/aso2008-tournament-rules.txt; docs/tournament-format.md,
// "ASO 2008"): entrants with their ASO rating at tournament start and nationality, rounds of
// one game a pairing (a win, a draw or a loss), and the mutual requests to be paired.
import type { Pairing, PlayerId } from '../../types.js';

export interface AsoEntrant {
  readonly id: PlayerId;
  readonly name: string;
  /** "ASO rating at tournament start": pools, seeding and the third tie-breaker. */
  readonly rating: number;
  /** "We'll try not to match players of similar nationality". */
  readonly nationality?: string;
  readonly dropped?: boolean;
  readonly joinedRound?: number;
}

/** How a game's result was reached ("Deciding games"); `judges` only with 'judges'. */
export type AsoDecidedBy = 'play' | 'agreement' | 'dice' | 'judges';

/** One game: `winner` a player, or null for a draw. */
export interface AsoResult {
  readonly a: PlayerId;
  readonly b: PlayerId;
  readonly winner: PlayerId | null;
  readonly decidedBy?: AsoDecidedBy;
  /** The three judges' estimate of `a`'s winning chance, in %, multiples of 5 (step 4). */
  readonly judgesA?: readonly number[];
  /** The scenario played (one of the round's three). */
  readonly scenario?: string;
}

export interface AsoRound {
  readonly number: number;
  readonly pairings: readonly Pairing[];
  readonly results: readonly AsoResult[];
}

/** "Players mutually agreeing … are welcome to request to be matched up as opponents." */
export interface AsoRequest {
  readonly round: number;
  readonly a: PlayerId;
  readonly b: PlayerId;
}

/** The points the text leaves open (docs/tournament-format.md, "ASO 2008"). */
export interface AsoOptions {
  /** "The tournament is a 5 round tournament." */
  readonly rounds?: number;
  /** Round 1's first pool: "Top 32 players". */
  readonly firstPool?: number;
  /** "similar amount of points" for a mutual request: at most this many points apart. */
  readonly requestPointGap?: number;
  /** The text has no byes: a bye counts as this result (default a win, 3 points). */
  readonly byeAs?: 'win' | 'draw';
}

export interface AsoEvent {
  readonly name: string;
  readonly seed: string;
  readonly format: 'aso2008';
  readonly options?: AsoOptions;
  /** "3 scenarios each round to choose from", by round ("1", "2", …). */
  readonly scenarios?: Readonly<Record<string, readonly string[]>>;
  readonly entrants: readonly AsoEntrant[];
  readonly requests?: readonly AsoRequest[];
  readonly rounds: readonly AsoRound[];
}

export const ASO_DEFAULTS: Required<AsoOptions> = { rounds: 5, firstPool: 32, requestPointGap: 3, byeAs: 'win' };

export function asoOptions(e: AsoEvent): Required<AsoOptions> {
  return { ...ASO_DEFAULTS, ...e.options };
}
