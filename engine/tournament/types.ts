// The tournament's data (docs/tournament-format.md): an event is everything the referee has
// published — the entrants, each Swiss round's pairings and results, and the Top 8 bracket.
// Everything else (points, Strength of Opposition, rankings, the next pairing, who advances)
// is computed from it, so an edited result recomputes everything and nothing is stored twice.
import type { Rejection } from '../rules/rejection.js';

export type PlayerId = string;

export interface Entrant {
  readonly id: PlayerId;
  /** The player's VASSAL ID as the forum knows it; used in reports. */
  readonly name: string;
  /** Dropped players are not paired in any round paired from now on; their results stay. */
  readonly dropped?: boolean;
  /** A late entry is paired from this round on, with 0 points (default 1). */
  readonly joinedRound?: number;
}

/** One table of a round; `b: null` is the bye. `a` is the higher-ranked player when we pair. */
export interface Pairing {
  readonly table: number;
  readonly a: PlayerId;
  readonly b: PlayerId | null;
}

/** One game of a match. `winner: null` means not completed (unless forfeited). */
export interface Game {
  readonly winner: PlayerId | null;
  readonly bannersA: number;
  readonly bannersB: number;
  /** Blocks lost: needed only in elimination matches (OT2022, Elimination Rounds). */
  readonly blocksLostA?: number;
  readonly blocksLostB?: number;
  readonly forfeitBy?: PlayerId;
  /** Both players forfeited this game (OT2022, General rule 2: a deadline passed without a word
   *  to the referee from either); `winner` is then null and `forfeitBy` absent. */
  readonly bothForfeited?: true;
}

/** A finished match: two games with sides swapped. `bannersA` belongs to this result's `a`. */
export interface MatchResult {
  readonly a: PlayerId;
  readonly b: PlayerId;
  readonly games: readonly Game[];
}

export interface Round {
  readonly number: number;
  readonly pairings: readonly Pairing[];
  readonly results: readonly MatchResult[];
}

export type BracketMatchId = 'QF1' | 'QF2' | 'QF3' | 'QF4' | 'SF1' | 'SF2' | 'F';

export interface BracketResult extends MatchResult {
  readonly match: BracketMatchId;
}

export interface Bracket {
  /** The published Top 8, best first; when absent it is taken from the final Swiss standings. */
  readonly seeds?: readonly PlayerId[];
  readonly results: readonly BracketResult[];
}

export interface TournamentEvent {
  readonly name: string;
  /** Recorded at the start: round 1's random pairing and the last tie-break derive from it. */
  readonly seed: string;
  readonly format: 'ot2022';
  readonly entrants: readonly Entrant[];
  readonly rounds: readonly Round[];
  readonly bracket?: Bracket;
}

/** A computed value, or a rejection as data (`area/reason` code and a sentence). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; rejection: Rejection };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail(code: string, message: string): { ok: false; rejection: Rejection } {
  return { ok: false, rejection: { code, message } };
}
