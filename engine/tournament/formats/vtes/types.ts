// The V:TES event file (shared/rules/vtes-tournament-rules.txt; docs/tournament-format.md,
// "V:TES"): preliminary rounds of tables of four and five players, one game a table, each
// player's victory points at the end of it; then the final table of five.
import type { PlayerId } from '../../types.js';

export interface VtesEntrant {
  readonly id: PlayerId;
  readonly name: string;
  /** 3.1.4 Bowing Out / 3.3.2 Early Departure: not seated from the next round on. */
  readonly dropped?: boolean;
  /** 3.3.1 Late Arrivals: "may begin play at the start of the next round". */
  readonly joinedRound?: number;
}

/** 3.1.2: "Each table has five positions, numbered one through five, arranged clockwise";
 *  `seats[0]` is position one ("plays first"), and each seat's prey is the next one. */
export interface VtesTable {
  readonly table: number;
  readonly seats: readonly PlayerId[];
}

/** A table's game: every seated player's victory points (halves allowed, 3.7.2). */
export interface VtesTableResult {
  readonly table: number;
  readonly vp: Readonly<Record<PlayerId, number>>;
}

export interface VtesRound {
  readonly number: number;
  readonly tables: readonly VtesTable[];
  /** 3.1.2: for 6, 7 or 11 players "some players sit out each round". */
  readonly sitOut?: readonly PlayerId[];
  readonly results: readonly VtesTableResult[];
}

export interface VtesFinal {
  /** 3.1.3: the finalists' cards "read from left to right to determine seating positions". */
  readonly seating: readonly PlayerId[];
  /** "The judge will then determine randomly which player will play first": recorded. */
  readonly firstPlayer?: PlayerId;
  /** The final's victory points ("from the final round only", 3.7.5). */
  readonly vp?: Readonly<Record<PlayerId, number>>;
}

/** The points the text leaves to the organizer (docs/tournament-format.md, "V:TES"). */
export interface VtesOptions {
  /** Preliminary rounds: "the preliminary two or more rounds" (default 3). */
  readonly rounds?: number;
  /** 3.1.6 Tournament Without Final: only "with fewer than 8 players". */
  readonly final?: boolean;
  /** 3.1.1: "The minimum time limit used in V:TES rounds is two hours." */
  readonly timeLimitMinutes?: number;
  /** "The final round may last longer than the preliminary rounds, at the judge's option." */
  readonly finalTimeLimitMinutes?: number;
  /** 3.1.2: for 6, 7 or 11 players "the judge may elect to use a seating arrangement in which
   *  some players sit out each round" (default yes; no: such a round is refused). */
  readonly sitOut?: boolean;
}

export interface VtesEvent {
  readonly name: string;
  readonly seed: string;
  readonly format: 'vtes';
  readonly options?: VtesOptions;
  readonly entrants: readonly VtesEntrant[];
  readonly rounds: readonly VtesRound[];
  readonly final?: VtesFinal;
}

export function vtesOptions(e: VtesEvent): Required<VtesOptions> {
  const time = e.options?.timeLimitMinutes ?? 120;
  return { rounds: 3, final: true, sitOut: true, timeLimitMinutes: time, finalTimeLimitMinutes: time, ...e.options };
}
