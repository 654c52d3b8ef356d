// Events: what happened, in the past tense. The log of events is the truth: the state is a
// fold of it (evolve), and every random outcome is recorded in the event that used it.
import type { ArmyId, Hex, Section } from './board/hex.js';
import type { CardKind } from './cards/catalog.js';
import type { Allocation } from './commands.js';
import type { DieFace, RandomState } from './rules/random.js';
import type { RulesOptions } from './rules/options.js';
import type { Seat } from './rules/seating.js';
import type { BattleChoice, BattleStage } from './state.js';
import type { Scenario } from './scenario/types.js';

export type GameEvent =
  | {
      type: 'GameStarted';
      scenario: Scenario;
      options: RulesOptions;
      seats: Seat[];
      /** The seed stays in the referee's log; views never carry it (the server publishes its hash). */
      seed: string;
      cards: Record<string, CardKind>;
      deckOrder: string[];
      random: RandomState;
    }
  | { type: 'CommandCardsDealt'; army: ArmyId; cardIds: string[] }
  | { type: 'FieldCardIssued'; army: ArmyId; cardId: string; kind: CardKind; sections: Section[]; inspired: boolean; counterAttack: boolean }
  | { type: 'CommandStepCompleted'; army: ArmyId; visit: Section | null }
  | { type: 'ArmyCardPlayed'; army: ArmyId; cardId: string; kind: CardKind; armyCommand: number; allocation: Allocation | null; counterAttack: boolean; fallbackOne: boolean }
  | { type: 'ArmyDiceRolled'; army: ArmyId; faces: DieFace[]; random: RandomState }
  | { type: 'UnitOrdered'; army: ArmyId; section: Section; unitId: string; source: OrderSource; face?: DieFace }
  | { type: 'InitiativeRolled'; army: ArmyId; section: Section; face: DieFace; outcome: InitiativeOutcome; random: RandomState }
  | { type: 'InitiativeRetreatApplied'; army: ArmyId; section: Section; unitId: string; path: Hex[]; blocksLost: number }
  | { type: 'InitiativeBlockLost'; army: ArmyId; section: Section; unitId: string }
  /** A unit (or lone leader) that entered a hex whose terrain calls for a roll (marsh: "roll one
   *  battle die for possible block loss") rolled `face`; `lost`: one block (a leader: himself). */
  | { type: 'TerrainLossRolled'; army: ArmyId; unitId: string; hex: Hex; terrain: string; face: DieFace; lost: boolean; random: RandomState }
  | { type: 'UnitRallied'; army: ArmyId; section: Section; unitId: string; face: DieFace }
  | { type: 'SectionOrdersEnded'; army: ArmyId; section: Section }
  | { type: 'UnitMoved'; army: ArmyId; section: Section; unitId: string; path: Hex[] }
  | { type: 'UnitMovedAfterFire'; army: ArmyId; section: Section; unitId: string; path: Hex[] }
  | { type: 'SectionMovesEnded'; army: ArmyId; section: Section }
  | { type: 'BattleDeclared'; army: ArmyId; section: Section; attackerId: string; targetId: string; dice: number; diceNotes: string[]; closeCombat: boolean; firstStrikeWindow: boolean; bonus: boolean }
  | { type: 'FirstStrikePlayed'; army: ArmyId; section: Section; cardId: string; dice: number }
  | { type: 'FirstStrikeDeclined'; army: ArmyId; section: Section }
  | { type: 'BattleDiceRolled'; section: Section; roller: BattleRoller; unitId: string; targetId: string; faces: DieFace[]; random: RandomState }
  | { type: 'BattleHitsScored'; section: Section; roller: BattleRoller; unitId: string; dice: DieResult[]; hits: number; flags: number; flagsIgnored: number; ignoreNotes: string[]; blocksLost: number }
  | { type: 'LeaderCasualtyChecked'; section: Section; leaderId: string; cause: LeaderCheckCause; faces: DieFace[]; eliminated: boolean; random: RandomState }
  | { type: 'BattleChoiceAwaited'; section: Section; choice: BattleChoice; stage: BattleStage }
  | { type: 'UnitRetreated'; section: Section; unitId: string; path: Hex[]; hexes: number; blocksLost: number; reason: 'flags' | 'evade'; blockers?: RetreatBlocker[] }
  | { type: 'EvadeDecided'; section: Section; unitId: string; evade: boolean; path: Hex[] }
  | { type: 'MomentumAdvanced'; section: Section; unitId: string; hex: Hex }
  | { type: 'MomentumDeclined'; section: Section; unitId: string }
  | { type: 'MomentumMoved'; section: Section; unitId: string; hex: Hex | null }
  | { type: 'BonusCombatDeclined'; section: Section; unitId: string }
  | { type: 'LeaderEscaped'; section: Section; leaderId: string; path: Hex[] }
  | { type: 'BattleEnded'; army: ArmyId; section: Section }
  /** `left-battlefield`: an evading war machine's crew escaped (no banner). */
  | { type: 'UnitEliminated'; unitId: string; army: ArmyId; reason?: 'left-battlefield' }
  | { type: 'BannerGained'; army: ArmyId; banners: number }
  | { type: 'SectionBattlesEnded'; army: ArmyId; section: Section }
  | { type: 'CommandCardsDiscarded'; cardIds: string[] }
  | { type: 'DeckReshuffled'; deckOrder: string[]; random: RandomState; reason: 'deck-empty' | 'i-am-spartacus' }
  | { type: 'CommandCardsDrawn'; army: ArmyId; cardIds: string[]; reason: 'turn-draw' | 'first-strike-replacement' }
  | { type: 'TurnEnded'; army: ArmyId; turn: number; nextArmy: ArmyId }
  | { type: 'GameWon'; army: ArmyId; banners: number };

export type GameEventType = GameEvent['type'];
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;

/** One die of a battle roll and what it scored, with the rule that says so. */
export interface DieResult {
  face: DieFace;
  result: 'hit' | 'flag' | 'miss';
  reason: string;
}

/** Why a leader's casualty check is rolled: his unit lost blocks, his unit was eliminated,
 *  or he stood alone in a hex that was battled. */
export type LeaderCheckCause = 'unit-hit' | 'unit-eliminated' | 'alone';

/** Where a unit's order came from. */
/** How a unit was ordered: `rally` — Rally's die gave it a block (its card: "rallied units are
 *  ordered and may move and battle"). */
export type OrderSource = 'field-card' | 'army-card' | 'initiative' | 'dice' | 'rally';
/** Who rolls in a battle: the attacker, the defender's First Strike, or the defender battling back. */
/** A unit that blocked an elephant's retreat and loses blocks for it (the elephant's card). */
export interface RetreatBlocker {
  unitId: string;
  blocks: number;
}

/** Who rolled: the attacker, the defender with First Strike or battling back, or the dice an
 *  elephant's rampage rolls at a unit next to it before it retreats. */
export type BattleRoller = 'attacker' | 'first-strike' | 'battle-back' | 'rampage';

/** The effect of an Initiative face (epic-ancients-rules.txt, "Field General's Initiative"). */
export type InitiativeOutcome =
  | 'order-light'
  | 'order-medium'
  | 'order-heavy'
  | 'order-any'
  | 'retreat'
  | 'block-loss'
  | 'no-effect';
