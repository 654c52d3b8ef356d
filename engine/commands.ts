// Commands: what a seat asks for, in the imperative. The acting seat and anything impure
// (the seed) arrive with the command; the engine never reads a clock or Math.random.
import type { Hex, Section } from './board/hex.js';
import type { DieFace, Generator } from './rules/random.js';
import type { RulesOptions } from './rules/options.js';
import type { PlayerCount } from './rules/seating.js';
import type { ScenarioInput } from './scenario/types.js';

export type Allocation = Record<Section, number>;

export interface StartGame {
  type: 'StartGame';
  scenario: ScenarioInput;
  players: PlayerCount;
  seed: string;
  options?: Partial<RulesOptions>;
  /** The random generator (rules/random.ts): the server starts every game with `hmac-sha256`;
   *  a StartGame without one (every game logged before) runs sfc32. */
  generator?: Generator;
  /** Scripted games only: the deck order (card ids, top first) and the die faces to use. */
  forced?: { deckOrder?: string[]; dice?: DieFace[] };
}

/** Which of the opponent's last-turn plays a Counter Attack copies (index into that list). */
export interface CopyChoice {
  play: number;
}

export type GameCommand =
  | { type: 'IssueFieldCard'; cardId: string; sections?: Section[]; copy?: CopyChoice }
  | { type: 'CompleteCommandStep'; visit: Section | null }
  | { type: 'PlayArmyCard'; cardId: string; allocation?: Allocation; copy?: CopyChoice }
  | { type: 'OrderUnit'; section: Section; unitId: string }
  | { type: 'RollInitiative'; section: Section }
  | { type: 'ApplyInitiativeRetreat'; section: Section; unitId: string; path: Hex[] }
  | { type: 'ApplyInitiativeBlockLoss'; section: Section; unitId: string }
  | { type: 'RallyUnit'; section: Section; unitId: string }
  | { type: 'EndOrders'; section: Section }
  | { type: 'MoveUnit'; section: Section; unitId: string; path: Hex[] }
  /** Move-Fire-Move: a unit the card ordered moves again after it has fired (battle step). */
  | { type: 'MoveAfterFire'; section: Section; unitId: string; path: Hex[] }
  | { type: 'EndMoves'; section: Section }
  | { type: 'DeclareBattle'; section: Section; attackerId: string; targetId: string }
  | { type: 'PlayFirstStrike'; cardId: string; section: Section }
  | { type: 'DeclineFirstStrike'; section: Section }
  // The battle's choices (issue 16): `section` names the battle (the attacking Field General's
  // section); the seat that answers is the Field General who owns the unit concerned.
  | { type: 'ChooseRetreat'; section: Section; path: Hex[] }
  | { type: 'ChooseEvade'; section: Section; evade: boolean; path?: Hex[] }
  | { type: 'ChooseMomentum'; section: Section; advance: boolean }
  | { type: 'ChooseMomentumMove'; section: Section; hex: Hex | null }
  | { type: 'ChooseBonusCombat'; section: Section; targetId: string | null }
  | { type: 'ChooseLeaderEscape'; section: Section; path: Hex[] }
  | { type: 'EndBattles'; section: Section };

export type GameCommandType = GameCommand['type'];


/** A command as it reaches the engine: who acts, and (optionally) the state version it was
 *  made against, so a command made on an older state is refused as stale. */
export interface SeatedCommand {
  seat: string;
  command: GameCommand;
  basedOn?: number;
}


