// A preset tournament's part of the stored state and log (ASO 2008, Urban War, V:TES;
// docs/tournament-api.md, "Other formats"): its rounds as the preset's event file has them
// (pairings or tables, and their results), the options the organizer chose, V:TES's final.
// Their games are played at the table, not in the referee's rooms (they are other games'
// tournaments); the organizer or the referee enters each result, as on the score cards.
import type { AsoResult, AsoRound, UwResult, UwRound, VtesRound, VtesTableResult } from '../../engine/tournament/index.js';
import type { VtesFinal } from '../../engine/tournament/formats/vtes/types.js';

export type PresetRound = AsoRound | UwRound | VtesRound;
export type PresetResult = AsoResult | UwResult | VtesTableResult;

/** What an entrant brings to a preset: ASO's rating and nationality, Urban War's force. */
export interface EntrantProfile {
  readonly rating?: number;
  readonly nationality?: string;
  readonly faction?: string;
  readonly models?: number;
  readonly forcePoints?: number;
}

export interface PresetState {
  /** The preset's options (its event file's `options`), fixed at creation. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly rounds: readonly PresetRound[];
  readonly final: VtesFinal | null;
  /** ASO 2008: requests to meet in a round — an entrant's own (mutual once the other asks
   *  too), or recorded by the organizer for both. */
  readonly requests?: readonly { readonly round: number; readonly a: string; readonly b: string; readonly mutual: boolean }[];
  /** ASO 2008: "3 scenarios each round to choose from", by round ("1", "2", …). */
  readonly scenarios?: Readonly<Record<string, readonly string[]>>;
  /** ASO 2008: each player's secret strike-out and first priority for his game (shown only
   *  once both are in; aso2008/choice.ts decides). */
  readonly choices?: readonly ScenarioChoiceEntry[];
  /** Players' reports waiting for confirmation. */
  readonly reports?: readonly PresetReport[];
}

/** A player's report of his game (V:TES: his table), waiting for another player of it to
 *  confirm it ("To help keep everyone honest these are filled out by a player's opponent");
 *  `seq` is its entry in the audit trail, which the confirmation names. */
export interface PresetReport {
  readonly round: number;
  readonly result: PresetResult;
  readonly by: string;
  readonly seq: number;
}

export interface ScenarioChoiceEntry {
  readonly round: number;
  readonly table: number;
  readonly by: string;
  readonly strike: string;
  readonly first: string;
}

export type PresetAction =
  /** A round paired (or seated) by the preset; re-pairing the last round replaces it. */
  | { kind: 'PresetRoundPaired'; round: PresetRound }
  /** A game's (or a V:TES table's) result, replacing an earlier one of the same game. */
  | { kind: 'PresetResultSet'; round: number; result: PresetResult }
  /** V:TES: the final table's seating as the cards were placed, and its victory points. */
  | { kind: 'PresetFinalSet'; final: VtesFinal }
  /** ASO 2008: "Players mutually agreeing … are welcome to request to be matched up". */
  | { kind: 'PresetRequestMade'; round: number; a: string; b: string }
  /** A player reports his game's result; another player of the game confirms it by its seq. */
  | { kind: 'PresetResultReported'; round: number; result: PresetResult }
  | { kind: 'PresetResultConfirmed'; round: number; report: number }
  /** ASO 2008: the organizer names a round's three scenarios. */
  | { kind: 'PresetScenariosSet'; round: number; scenarios: string[] }
  /** ASO 2008: a player's strike-out and first priority for his game of the round. */
  | { kind: 'PresetScenarioChoice'; round: number; table: number; strike: string; first: string };
