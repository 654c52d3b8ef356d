// A tournament as the referee stores it (docs/tournament-api.md): an append-only list of
// actions — organizer, referee, player and room actions, each with who, when and why — and
// the state folded from them. The published event of engine/tournament (TournamentEvent) is
// derived from that state (to-event.ts), and every standing, pairing and bracket is computed
// from the event by the pure tournament math.
import type { ArmyId } from '../../engine/board/hex.js';
import type { BracketMatchId, Pairing, PlayerId, TournamentFormat } from '../../engine/tournament/index.js';
import type { DeadlineForfeit, RoundDeadline, ScheduleAction, ScheduleState } from './schedule-model.js';
import type { EntrantProfile, PresetAction, PresetState } from './preset-model.js';

/** A demonstration scenario's id, or a whole scenario object (docs/scenarios.md). */
export type ScenarioSpec = string | Record<string, unknown>;
export type PlayersPerGame = 2 | 4 | 6 | 8;

export interface TournamentEntrant {
  readonly id: PlayerId;
  /** A player's VASSAL ID, or a team's name: as written in reports. */
  readonly name: string;
  /** A team's members (one army's seats); empty for a single player. */
  readonly members: readonly string[];
  readonly dropped: boolean;
  readonly joinedRound: number;
  /** A preset's entrant data (ASO 2008 rating and nationality, Urban War faction and models). */
  readonly profile?: EntrantProfile;
}

/** One game's result, by entrant id (oriented to a match's a/b only in to-event.ts). */
export interface GameResult {
  /** The winner, or null: not completed (unless forfeited). */
  readonly winner: PlayerId | null;
  readonly banners: Readonly<Record<PlayerId, number>>;
  /** Blocks lost (OT2022, Elimination Rounds); required in bracket matches. */
  readonly blocksLost?: Readonly<Record<PlayerId, number>>;
  readonly forfeitBy?: PlayerId;
  /** Both players forfeited the game (the round deadline rule, schedule-model.ts). */
  readonly bothForfeited?: true;
}

/** `deadline`: set by the deadline rule's one action (DeadlineForfeitsApplied). */
export type ResultSource = 'room' | 'hand' | 'organizer' | 'referee' | 'ruling' | 'deadline';

export interface TournamentGame {
  readonly index: 0 | 1;
  /** The referee's game room for it. */
  readonly gameId: string;
  /** Which army each entrant holds: sides swap between the two games of a match. */
  readonly armies: Readonly<Record<PlayerId, ArmyId>>;
  /** The result that counts. */
  readonly result: GameResult | null;
  readonly source: ResultSource | null;
  /** What the room recorded when its game ended, kept even if a ruling changed the result. */
  readonly roomResult: GameResult | null;
  /** A hand report waiting for the opponent's confirmation; `seq` is its entry in the audit
   *  trail, which the confirmation names (a changed report is a new entry). */
  readonly report: { readonly by: PlayerId; readonly result: GameResult; readonly at: number; readonly seq: number } | null;
}

export interface TournamentMatch {
  /** `R<round>T<table>` in the Swiss rounds, `QF1` … `F` in the bracket. */
  readonly id: string;
  readonly stage: 'swiss' | 'bracket';
  readonly round: number | null;
  readonly bracketMatch: BracketMatchId | null;
  readonly table: number;
  readonly a: PlayerId;
  readonly b: PlayerId;
  readonly games: readonly [TournamentGame, TournamentGame];
  /** Set when the organizer re-paired its round: its games no longer count. */
  readonly void: boolean;
}

export interface Dispute {
  readonly id: string;
  readonly matchId: string;
  readonly game: 0 | 1;
  readonly by: PlayerId;
  readonly text: string;
  readonly openedAt: number;
  readonly ruling: { readonly reason: string; readonly at: number; readonly changed: boolean; readonly result: GameResult | null } | null;
}

export interface TournamentState extends ScheduleState {
  readonly id: string;
  readonly name: string;
  readonly seed: string;
  readonly format: TournamentFormat;
  readonly playersPerGame: PlayersPerGame;
  readonly scenario: ScenarioSpec;
  /** Per-round scenarios ("1", "2", …, "bracket"), over the event's scenario. */
  readonly roundScenarios: Readonly<Record<string, ScenarioSpec>>;
  readonly rulesOptions: Readonly<Record<string, unknown>> | null;
  readonly createdAt: number;
  readonly registrationOpen: boolean;
  readonly entrants: readonly TournamentEntrant[];
  /** Published Swiss pairings, round by round. */
  readonly rounds: readonly { readonly number: number; readonly pairings: readonly Pairing[] }[];
  /** The published Top 8, fixed when the bracket is first paired. */
  readonly bracketSeeds: readonly PlayerId[] | null;
  readonly matches: readonly TournamentMatch[];
  readonly disputes: readonly Dispute[];
  /** Who holds each token, by its SHA-256 (the tokens themselves are shown once, never stored). */
  readonly tokens: Readonly<Record<string, TokenHolder>>;
  /** Entrant tokens the organizer replaced, so that the old one is refused with a reason. */
  readonly retiredTokens: Readonly<Record<string, { readonly entrantId: PlayerId; readonly at: number }>>;
  /** Actions applied. */
  readonly seq: number;
  /** A preset format's rounds, options and final (preset-model.ts); absent for OT2022. */
  readonly preset?: PresetState;
}

export type Role = 'organizer' | 'referee' | 'entrant' | 'room';

export interface Actor {
  readonly role: Role;
  /** The entrant acting (role entrant). */
  readonly entrantId?: PlayerId;
}

/** A token's holder: the organizer, the referee, or one entrant. */
export interface TokenHolder {
  readonly role: Exclude<Role, 'room'>;
  readonly entrantId?: PlayerId;
}

/** A match as pairing plans it, before its game rooms are opened. */
export interface PlannedMatch {
  readonly id: string;
  readonly a: PlayerId;
  readonly b: PlayerId;
  readonly table: number;
  readonly bracketMatch: BracketMatchId | null;
}

/** A planned match with its two games' rooms opened. */
export interface NewMatch extends PlannedMatch {
  readonly gameIds: readonly [string, string];
}

/** Every change to a tournament. */
export type Action =
  | { kind: 'TournamentCreated'; name: string; seed: string; format: TournamentFormat; formatOptions?: Record<string, unknown>; playersPerGame: PlayersPerGame; scenario: ScenarioSpec; roundScenarios: Record<string, ScenarioSpec>; rulesOptions: Record<string, unknown> | null; organizerTokenHash: string; refereeTokenHash: string; deadlineForfeit?: DeadlineForfeit }
  | { kind: 'RegistrationOpened' }
  | { kind: 'RegistrationClosed' }
  | { kind: 'EntrantRegistered'; entrantId: PlayerId; name: string; members: string[]; tokenHash: string; contact?: string; profile?: EntrantProfile }
  | { kind: 'EntrantDropped'; entrantId: PlayerId }
  /** The organizer gave an entrant who lost his token a new one; the old one stops working. */
  | { kind: 'EntrantTokenReissued'; entrantId: PlayerId; tokenHash: string }
  | { kind: 'RoundPaired'; round: number; pairings: Pairing[]; matches: NewMatch[]; deadline?: RoundDeadline }
  | { kind: 'BracketPaired'; seeds: PlayerId[]; matches: NewMatch[] }
  | { kind: 'GameFinished'; matchId: string; game: 0 | 1; gameId: string; result: GameResult }
  | { kind: 'GameReported'; matchId: string; game: 0 | 1; result: GameResult }
  /** `reportSeq`: the report confirmed (its audit-trail seq). The API always sends it; only
   *  confirmations stored before it was required lack it, and fold as they were accepted. */
  | { kind: 'GameConfirmed'; matchId: string; game: 0 | 1; reportSeq?: number }
  | { kind: 'GameResultSet'; matchId: string; game: 0 | 1; result: GameResult }
  | { kind: 'DisputeOpened'; disputeId: string; matchId: string; game: 0 | 1; text: string }
  | { kind: 'DisputeRuled'; disputeId: string; result: GameResult | null }
  | ScheduleAction
  | PresetAction;

/** One entry of the audit trail: the action, who did it, when, and why. */
export interface ActionEntry {
  readonly seq: number;
  readonly at: number;
  readonly actor: Actor;
  readonly reason: string | null;
  readonly action: Action;
}

/** Which army entrant a holds in game 1 of a match; game 2 swaps (OT2022: "Each pair plays the
 *  scenario twice"). */
export function armiesFor(a: PlayerId, b: PlayerId, index: 0 | 1): Record<PlayerId, ArmyId> {
  return index === 0 ? { [a]: 'south', [b]: 'north' } : { [a]: 'north', [b]: 'south' };
}
