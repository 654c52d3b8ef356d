// The game state: a fold of the event log (see evolve.ts). Plain JSON, so that replaying
// the log reproduces it exactly and a deep-equal comparison can prove it.
import type { StateValue } from 'xstate';
import type { ArmyId, Hex, Section } from './board/hex.js';
import type { CardKind } from './cards/catalog.js';
import type { Allocation } from './commands.js';
import type { BattleRoller, DieResult, InitiativeOutcome, OrderSource, RetreatBlocker } from './events.js';
import type { DieFace, RandomState } from './rules/random.js';
import type { RulesOptions } from './rules/options.js';
import type { Seat } from './rules/seating.js';
import type { Scenario } from './scenario/types.js';
import type { UnitType } from './units/catalog.js';

export interface UnitState {
  id: string;
  army: ArmyId;
  type: UnitType;
  hex: Hex;
  blocks: number;
  startingBlocks: number;
  eliminated: boolean;
}

/** One card play of a turn. An Inspired pair is one play of two identical cards. */
export interface Play {
  cardIds: string[];
  /** The card as it acts: for a Counter Attack, the copied card. */
  kind: CardKind;
  cardClass: 'field' | 'army';
  sections: Section[];
  inspired: boolean;
  counterAttack: boolean;
  /** Clash of Shields: the units adjacent to an enemy when it was played, the ones it orders
   *  (the Command card FAQ). */
  eligible?: string[];
}

export interface ArmyState {
  name: string;
  commandNumber: number;
  victoryBanners: number;
  hand: string[];
  banners: number;
  /** The plays of this army's most recent turn, for the opponent's Counter Attack. */
  lastTurnPlays: Play[];
}

export interface InitiativeState {
  face: DieFace;
  outcome: InitiativeOutcome;
  /** The face's effect is used up (a unit ordered, retreated or hit, or no effect). */
  resolved: boolean;
}

/** Who must answer before a battle can go on, and what (issue 16: "where the rules give a
 *  choice ... the owning Field General is asked in his own screen"). `army` and `sections`
 *  name the Field General(s) who may answer: the one(s) whose section holds the unit. */
export type BattleChoice =
  | { kind: 'retreat'; unitId: string; army: ArmyId; sections: Section[]; hexes: number; paths: Hex[][]; blocksLost: number[]; lostToHits: number; blockers?: RetreatBlocker[][] }
  | { kind: 'evade'; unitId: string; army: ArmyId; sections: Section[]; paths: Hex[][] }
  | { kind: 'momentum'; unitId: string; army: ArmyId; sections: Section[]; hex: Hex }
  | { kind: 'momentum-move'; unitId: string; army: ArmyId; sections: Section[]; hexes: Hex[] }
  | { kind: 'bonus-combat'; unitId: string; army: ArmyId; sections: Section[]; targets: string[] }
  | { kind: 'leader-escape'; unitId: string; army: ArmyId; sections: Section[]; paths: Hex[][] };

/** Where a battle's resolution stands (engine/battle/resolve.ts). */
export type BattleStage =
  | 'first-strike'
  | 'after-first-strike'
  | 'attack'
  | 'after-attack'
  | 'battle-back'
  | 'end';

export interface PendingBattle {
  attackerId: string;
  targetId: string;
  /** The attacker's dice, computed by the referee when the battle was declared. */
  dice: number;
  closeCombat: boolean;
  /** The last roll made in this battle (shown with its faces). */
  roller: BattleRoller;
  faces: DieFace[];
  firstStrike: { cardId: string; dice: number } | null;
  /** The stage the resolution goes on with once `awaiting` is answered. */
  stage: BattleStage;
  awaiting: BattleChoice | null;
  /** Where the two units stood when the battle was declared (a unit that is no longer
   *  there retreated, evaded or was eliminated). */
  attackerHex: Hex;
  targetHex: Hex;
  /** Which battle of the section this turn it is (its rolls' `battle`). */
  number: number;
  /** Their blocks when it was declared: a unit full then keeps its full-strength dice and flag
   *  through this combat (its losses count from its next combat). */
  attackerBlocksAtStart: number;
  targetBlocksAtStart: number;
  /** The target was asked whether to evade (and declined), or evaded. */
  evadeAsked: boolean;
  /** The target chose to evade (the attacker rolls, then it moves away along `evadePath`). */
  evaded: boolean;
  evadePath: Hex[];
  /** This is the bonus close combat after a momentum advance (no second advance follows). */
  bonus: boolean;
  /** The attacker advanced into the vacated hex (momentum). */
  advanced: boolean;
}

/** One roll of a battle as the screens show it: who rolled against whom, and each die with
 *  what it scored and the rule behind it (from BattleHitsScored). */
export interface RollReport {
  roller: BattleRoller;
  unitId: string;
  targetId: string;
  dice: DieResult[];
  hits: number;
  flags: number;
  flagsIgnored: number;
  ignoreNotes: string[];
  blocksLost: number;
  /** Which battle of the section this turn the roll belongs to (1, 2, …): every battle of the
   *  turn is kept, in order. */
  battle: number;
  /** The roller's and the target's blocks when the roll was made (before its losses): the
   *  report tells the battle as it was, not as the units are now. */
  unitBlocks: number;
  targetBlocks: number;
}

export interface TurnState {
  plays: Play[];
  visit: Section | 'all' | null;
  armyCommand: number | null;
  allocation: Allocation | null;
  /** No unit of the army qualified for the Army card: one unit of choice instead. */
  armyFallbackOne: boolean;
  /** Rally / I Am Spartacus faces not yet used. */
  dicePool: DieFace[];
  orders: Record<string, { section: Section; source: OrderSource }>;
  initiative: Partial<Record<Section, InitiativeState>>;
  mayNotBattle: string[];
  /** Movement trails: the start hex, then each hex entered. */
  trails: Record<string, Hex[]>;
  /** Move-Fire-Move's second moves, after firing: the hex moved from, then each hex entered. */
  movesAfterFire: Record<string, Hex[]>;
  battles: Partial<Record<Section, PendingBattle>>;
  /** The rolls of each section's latest battle, kept after it ends for the screens. */
  battleReports: Partial<Record<Section, RollReport[]>>;
  /** Battles each unit has fought this turn (Darken the Sky: twice). */
  battled: Record<string, number>;
  /** First Strike cards played this turn (discarded at the draw step). */
  reactionCards: string[];
  firstStrikeDraws: ArmyId[];
  reshuffleAfterTurn: boolean;
}

export interface GameState {
  /** Number of events applied: a command made against another version is stale. */
  version: number;
  scenario: Scenario;
  options: RulesOptions;
  seats: Seat[];
  seed: string;
  /** The turn-sequence machine's state value (engine/machine.ts). */
  step: StateValue;
  turn: number;
  activeArmy: ArmyId;
  armies: Record<ArmyId, ArmyState>;
  cards: Record<string, CardKind>;
  /** Draw pile, top first. Never in a player's view. */
  deck: string[];
  discards: string[];
  units: Record<string, UnitState>;
  turnState: TurnState;
  random: RandomState;
  winner: ArmyId | null;
}

export function emptyTurnState(): TurnState {
  return {
    plays: [],
    visit: null,
    armyCommand: null,
    allocation: null,
    armyFallbackOne: false,
    dicePool: [],
    orders: {},
    initiative: {},
    mayNotBattle: [],
    trails: {},
    movesAfterFire: {},
    battles: {},
    battleReports: {},
    battled: {},
    reactionCards: [],
    firstStrikeDraws: [],
    reshuffleAfterTurn: false,
  };
}
