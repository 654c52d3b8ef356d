// Every unit type of the core game and its Epic use, as one table read by the referee, the
// screens and the docs. Classes are the Epic text's (command-deck.md, "Unit classes", from the
// Initiative table); movement, dice, range, retreat and the specials are the official unit pages
// of the game's site and its unit, battle and evasion FAQs, value by value in
// docs/rules-audit.md; docs/rules-decisions.md names the points those pages leave open.

export type UnitClass = 'light' | 'medium' | 'heavy';

export type UnitType =
  | 'light-infantry'
  | 'light-sling-infantry'
  | 'light-bow-infantry'
  | 'auxilia-infantry'
  | 'light-cavalry'
  | 'light-bow-cavalry'
  | 'light-chariot'
  | 'light-barbarian-chariot'
  | 'light-war-machine'
  | 'medium-infantry'
  | 'warrior-infantry'
  | 'medium-cavalry'
  | 'camel'
  | 'heavy-infantry'
  | 'heavy-cavalry'
  | 'heavy-chariot'
  | 'elephant'
  | 'heavy-war-machine'
  | 'leader';

export interface RangedFire {
  dice: number;
  /** Farthest target, in hexes. */
  range: number;
  /** Dice when the unit moved this turn before firing (null: it may not fire after moving). */
  diceAfterMove: number | null;
}

export interface UnitTypeInfo {
  name: string;
  /** Short label on the board. */
  abbreviation: string;
  /** Initiative/Order-Troops class; leaders have none. */
  unitClass: UnitClass | null;
  /** The die symbol that scores a hit on it: the class's circle, triangle or square. */
  symbol: UnitClass | null;
  /** Order Mounted, Mounted Charge: all cavalry, chariots, camels and elephants. */
  mounted: boolean;
  warMachine: boolean;
  defaultBlocks: number;
  /** Movement allowance in hexes. */
  movement: number;
  /** The farthest it may move and still battle this turn (-1: it may not battle after moving
   *  at all; warriors' charge is `chargeMovement`). */
  battleAfterMove: number;
  /** Warriors: may move this far if they end adjacent to an enemy and then close combat. */
  chargeMovement: number | null;
  /** Close combat dice (0: it does not start a close combat). */
  closeCombatDice: number;
  /** Close combat dice once it has lost a block (barbarian chariots, warriors), else null. The
   *  loss counts from the unit's next combat: a unit full at a combat's start keeps its dice
   *  through it (battle back included; expansion 2, barbarian chariots: "only takes effect when
   *  the unit is either attacked again ... or is ordered to battle"; warriors' card: "until
   *  combat after its first loss"). */
  closeCombatDiceDepleted: number | null;
  /** Close combat dice when it battles back, if fewer than when it attacks (camels: "When
   *  battling back, camel units use only 2 battle dice"). */
  battleBackDice: number | null;
  /** Flags it ignores while at full strength at the start of the combat (warriors: "1 flag
   *  until combat after its first loss"; barbarian chariots: "ignore 1 flag until first loss"). */
  fullStrengthIgnoresFlags: number;
  /** Against a roll made by cavalry or a chariot: one hit of this symbol ignored, and these
   *  flags (camels: "ignore one symbol hit when the enemy unit attacking or battling back is
   *  cavalry or chariot"; elephants: "ignore 1 red hit and 1 flag when attacked by
   *  cavalry/chariot"). */
  ignoresAgainstCavalry: { symbol: UnitClass; flags: number } | null;
  /** Gets the benefits of an attached leader (elephants: "receive NO benefits from Leaders"). */
  leaderBenefits: boolean;
  /** An evading unit of this type leaves the battlefield instead of moving back, and gives no
   *  banner (war machines: the official evasion FAQ, "the war machine crew has escaped"). */
  evadeLeavesBattlefield: boolean;
  /** Each sword it rolls in close combat is rolled again, as long as swords come up (elephants:
   *  the official units FAQ). */
  swordsReroll: boolean;
  /** Before it retreats, every unit next to it takes 2 dice for hits (elephants' card:
   *  "Elephant Rampage"). */
  rampage: boolean;
  ranged: RangedFire | null;
  /** Battles back after a close combat it survived in place. */
  battleBack: boolean;
  /** May evade a close combat (core rules, "Special Actions: Evade"), and against whom:
   *  always; against foot and heavy mounted units; against foot and elephants; never. */
  evade: 'always' | 'foot-and-heavy-mounted' | 'foot-and-elephants' | 'never';
  /** Hexes retreated for each flag. */
  retreatPerFlag: number;
  /** Battling these types, it retreats one more hex for each flag (horses shy from elephants:
   *  the heavy cavalry card's "retreat 1 additional hex per flag when battling elephant"). */
  extraRetreatAgainst: UnitType[];
  /** Momentum advance after a won close combat, and a bonus close combat after it. */
  momentumAdvance: boolean;
  bonusCombat: boolean;
  /** Gets support from adjacent friendly units when flags are rolled against it. */
  supportable: boolean;
  /** After its momentum advance it may move one more hex before its bonus close combat (the
   *  heavy cavalry card: "advance, move 1 hex, may battle"): cavalry and chariots. */
  momentumExtraHex: boolean;
  /** Sword hits against it ignored in each battle (barbarian chariots: "ignore 1 sword hit"). */
  ignoreSwordHits: number;
  /** Rolls in close combat as many dice as the unit it battles would roll against it (elephants,
   *  rules option elephantCloseCombatDice), with these fixed numbers against some types. */
  matchesOpponentDice: Partial<Record<UnitType, number>> | null;
  /** Every sword hit against it is ignored (elephants, rules option elephantsIgnoreSwords). */
  ignoresAllSwordHits: boolean;
  /** When units block its retreat they lose the blocks instead of it (elephants, rules option
   *  elephantBlockedRetreat). */
  blockersLoseOnBlockedRetreat: boolean;
  /** Crossed swords it rolls hit in close combat (true for every type in the core rules;
   *  kept as data so a variant is one line). */
  swordsHitInCloseCombat: boolean;
  /** Shown on the reference card and the docs. */
  notes: string;
}

interface Spec extends Partial<UnitTypeInfo> {
  name: string;
  abbreviation: string;
  unitClass: UnitClass | null;
  defaultBlocks: number;
  movement: number;
  closeCombatDice: number;
}

function unit(spec: Spec): UnitTypeInfo {
  return {
    symbol: spec.unitClass,
    mounted: false,
    warMachine: false,
    battleAfterMove: spec.movement,
    chargeMovement: null,
    closeCombatDiceDepleted: null,
    battleBackDice: null,
    fullStrengthIgnoresFlags: 0,
    ignoresAgainstCavalry: null,
    leaderBenefits: true,
    evadeLeavesBattlefield: false,
    swordsReroll: false,
    rampage: false,
    ranged: null,
    battleBack: true,
    evade: 'never',
    retreatPerFlag: spec.movement,
    extraRetreatAgainst: [],
    ignoreSwordHits: 0,
    matchesOpponentDice: null,
    ignoresAllSwordHits: false,
    blockersLoseOnBlockedRetreat: false,
    momentumExtraHex: false,
    momentumAdvance: true,
    bonusCombat: false,
    supportable: true,
    swordsHitInCloseCombat: true,
    notes: '',
    ...spec,
  };
}

// Fire (the official ranged combat page and battle FAQ): light units fire 2 dice if they did not
// move, 1 if they did; javelins reach 2 hexes, bows and slings 3.
const JAVELINS: RangedFire = { dice: 2, range: 2, diceAfterMove: 1 };
const BOWS: RangedFire = { dice: 2, range: 3, diceAfterMove: 1 };
// Light chariots: the units FAQ corrects the printed reference card to 3 hexes (rules option
// lightChariotFireRange keeps the card's 2).
const CHARIOT_BOWS: RangedFire = { dice: 2, range: 3, diceAfterMove: 1 };
// Horses shy from elephants and camels: light cavalry's and barbarian chariots' cards.
const SHY_OF_ELEPHANTS_AND_CAMELS: UnitType[] = ['elephant', 'camel'];

export const UNIT_TYPES: Record<UnitType, UnitTypeInfo> = {
  'light-infantry': unit({ name: 'Light Infantry', abbreviation: 'LI', unitClass: 'light', defaultBlocks: 4, movement: 2, closeCombatDice: 2, ranged: JAVELINS, evade: 'always', swordsHitInCloseCombat: false, notes: 'Fires 2 dice at 2 hexes (1 after moving). Its swords do not hit in close combat.' }),
  'light-sling-infantry': unit({ name: 'Light Sling Infantry', abbreviation: 'LS', unitClass: 'light', defaultBlocks: 4, movement: 2, closeCombatDice: 2, ranged: BOWS, evade: 'always', swordsHitInCloseCombat: false, notes: 'Slings: fires 2 dice at 3 hexes (1 after moving). Its swords do not hit in close combat.' }),
  'light-bow-infantry': unit({ name: 'Light Bow Infantry', abbreviation: 'LB', unitClass: 'light', defaultBlocks: 4, movement: 2, closeCombatDice: 2, ranged: BOWS, evade: 'always', swordsHitInCloseCombat: false, notes: 'Bows: fires 2 dice at 3 hexes (1 after moving). Its swords do not hit in close combat.' }),
  'auxilia-infantry': unit({ name: 'Auxilia Infantry', abbreviation: 'AX', unitClass: 'light', defaultBlocks: 4, movement: 2, battleAfterMove: 1, closeCombatDice: 3, ranged: JAVELINS, retreatPerFlag: 1, notes: 'Moves 1 and battles, or moves 2 and does not battle. Fires 2 dice at 2 hexes. Never evades; retreats 1 hex a flag.' }),
  'light-cavalry': unit({ name: 'Light Cavalry', abbreviation: 'LC', unitClass: 'light', mounted: true, defaultBlocks: 3, movement: 4, closeCombatDice: 2, ranged: JAVELINS, evade: 'always', swordsHitInCloseCombat: false, bonusCombat: true, extraRetreatAgainst: SHY_OF_ELEPHANTS_AND_CAMELS, momentumExtraHex: true, notes: 'Fires 2 dice at 2 hexes (1 after moving). Its swords do not hit in close combat. Evades any close combat.' }),
  'light-bow-cavalry': unit({ name: 'Light Bow Cavalry', abbreviation: 'LBC', unitClass: 'light', mounted: true, defaultBlocks: 3, movement: 4, closeCombatDice: 2, ranged: BOWS, evade: 'always', swordsHitInCloseCombat: false, bonusCombat: true, extraRetreatAgainst: SHY_OF_ELEPHANTS_AND_CAMELS, momentumExtraHex: true, notes: 'Bows: fires 2 dice at 3 hexes (1 after moving). Its swords do not hit in close combat. Evades any close combat.' }),
  'light-chariot': unit({ name: 'Light Chariot', abbreviation: 'LCH', unitClass: 'light', mounted: true, defaultBlocks: 3, movement: 3, closeCombatDice: 3, ranged: CHARIOT_BOWS, evade: 'always', bonusCombat: true, extraRetreatAgainst: ['elephant'], momentumExtraHex: true, notes: 'Fires 2 dice at 3 hexes (1 after moving; 2 hexes under the rules option lightChariotFireRange). Evades any close combat.' }),
  'light-barbarian-chariot': unit({ name: 'Light Barbarian Chariot', abbreviation: 'BCH', unitClass: 'light', mounted: true, defaultBlocks: 3, movement: 3, closeCombatDice: 3, closeCombatDiceDepleted: 2, evade: 'always', bonusCombat: true, extraRetreatAgainst: SHY_OF_ELEPHANTS_AND_CAMELS, fullStrengthIgnoresFlags: 1, ignoreSwordHits: 1, notes: 'Does not fire. 3 close combat dice and 1 flag ignored until the combat after its first loss, then 2 dice. Ignores 1 sword hit. Evades any close combat. Momentum: advance and battle, no extra hex.' }),
  'light-war-machine': unit({ name: 'Light War Machine', abbreviation: 'LWM', unitClass: 'light', warMachine: true, defaultBlocks: 2, movement: 1, battleAfterMove: -1, closeCombatDice: 0, ranged: { dice: 2, range: 4, diceAfterMove: null }, battleBack: false, evade: 'always', evadeLeavesBattlefield: true, momentumAdvance: false, supportable: false, notes: 'Bolt shooter: fires 2 dice at 4 hexes; may not battle after moving; no close combat; evades by leaving the battlefield (no banner).' }),
  'medium-infantry': unit({ name: 'Medium Infantry', abbreviation: 'MI', unitClass: 'medium', defaultBlocks: 4, movement: 1, closeCombatDice: 4 }),
  'warrior-infantry': unit({ name: 'Warrior Infantry', abbreviation: 'WI', unitClass: 'medium', defaultBlocks: 4, movement: 1, chargeMovement: 2, closeCombatDice: 4, closeCombatDiceDepleted: 3, fullStrengthIgnoresFlags: 1, bonusCombat: true, retreatPerFlag: 2, notes: 'Moves 2 only to charge: ends adjacent to an enemy and closes. 4 dice and 1 flag ignored until the combat after its first loss, then 3 dice. Momentum: advance and battle. Retreats 2 hexes a flag.' }),
  'medium-cavalry': unit({ name: 'Medium Cavalry', abbreviation: 'MC', unitClass: 'medium', mounted: true, defaultBlocks: 3, movement: 3, closeCombatDice: 3, evade: 'foot-and-heavy-mounted', bonusCombat: true, extraRetreatAgainst: ['elephant'], momentumExtraHex: true, notes: 'Evades foot and heavy mounted units.' }),
  camel: unit({ name: 'Camel', abbreviation: 'CAM', unitClass: 'medium', mounted: true, defaultBlocks: 3, movement: 3, closeCombatDice: 3, battleBackDice: 2, ignoresAgainstCavalry: { symbol: 'medium', flags: 0 }, evade: 'foot-and-heavy-mounted', bonusCombat: true, notes: 'Battles back with 2 dice. Ignores 1 blue triangle hit rolled by cavalry or a chariot. Evades foot and heavy mounted units.' }),
  'heavy-infantry': unit({ name: 'Heavy Infantry', abbreviation: 'HI', unitClass: 'heavy', defaultBlocks: 4, movement: 1, closeCombatDice: 5 }),
  'heavy-cavalry': unit({ name: 'Heavy Cavalry', abbreviation: 'HC', unitClass: 'heavy', mounted: true, defaultBlocks: 3, movement: 2, closeCombatDice: 4, evade: 'foot-and-elephants', bonusCombat: true, extraRetreatAgainst: ['elephant'], momentumExtraHex: true, notes: 'Evades foot units and elephants.' }),
  'heavy-chariot': unit({ name: 'Heavy Chariot', abbreviation: 'HCH', unitClass: 'heavy', mounted: true, defaultBlocks: 2, movement: 2, closeCombatDice: 4, evade: 'foot-and-elephants', bonusCombat: true, extraRetreatAgainst: ['elephant'], momentumExtraHex: true, notes: 'Evades foot units and elephants.' }),
  elephant: unit({ name: 'Elephant', abbreviation: 'EL', unitClass: 'heavy', mounted: true, defaultBlocks: 2, movement: 2, closeCombatDice: 4, retreatPerFlag: 1, bonusCombat: false, matchesOpponentDice: { elephant: 3, camel: 3, 'warrior-infantry': 3, 'heavy-chariot': 3, leader: 1 }, ignoresAllSwordHits: true, ignoresAgainstCavalry: { symbol: 'heavy', flags: 1 }, leaderBenefits: false, swordsReroll: true, rampage: true, blockersLoseOnBlockedRetreat: true, notes: 'Rolls as many close combat dice as the unit it battles would (3 against elephants, camels, warriors and heavy chariots, 1 against a lone leader). Ignores all sword hits; against cavalry or a chariot also 1 red square hit and 1 flag. Rolls each sword again. No benefit from leaders. Never evades; retreats 1 hex a flag, after a rampage (2 dice at each adjacent unit); blocking units take its losses. Momentum: advance only.' }),
  'heavy-war-machine': unit({ name: 'Heavy War Machine', abbreviation: 'HWM', unitClass: 'heavy', warMachine: true, defaultBlocks: 2, movement: 1, battleAfterMove: -1, closeCombatDice: 0, ranged: { dice: 3, range: 5, diceAfterMove: null }, battleBack: false, evade: 'always', evadeLeavesBattlefield: true, momentumAdvance: false, supportable: false, notes: 'Stone thrower: fires 3 dice at 5 hexes; may not battle after moving; no close combat; evades by leaving the battlefield (no banner).' }),
  leader: unit({ name: 'Leader', abbreviation: 'L', unitClass: null, defaultBlocks: 1, movement: 3, battleAfterMove: -1, closeCombatDice: 0, battleBack: false, momentumAdvance: false, supportable: false, notes: 'Does not battle. With a unit (same hex): the unit ignores 1 flag; helmets hit in close combat for the units on or next to his hex (not elephants).' }),
};

export const UNIT_TYPE_IDS = Object.keys(UNIT_TYPES) as UnitType[];

/** Cavalry and chariots (the camel's and elephant's cards: "cavalry or chariot"): mounted units
 *  other than camels and elephants. */
export function isCavalryOrChariot(type: UnitType): boolean {
  return UNIT_TYPES[type].mounted && type !== 'camel' && type !== 'elephant';
}

/** How far this type fires under the game's options (light chariots: lightChariotFireRange). */
export function fireRange(type: UnitType, options: { lightChariotFireRange: 2 | 3 }): number {
  const fire = UNIT_TYPES[type].ranged;
  if (!fire) return 0;
  return type === 'light-chariot' ? options.lightChariotFireRange : fire.range;
}

/** Can this type battle at range (Darken the Sky, Move-Fire-Move)? */
export function firesAtRange(type: UnitType): boolean {
  return UNIT_TYPES[type].ranged !== null;
}

/**
 * Foot units (Line Command, Double Time): not mounted and not a war machine, unless the
 * rules option `warMachinesAreFoot` says otherwise (command-deck.md marks this unverified).
 */
export function isFoot(type: UnitType, warMachinesAreFoot: boolean): boolean {
  const t = UNIT_TYPES[type];
  if (type === 'leader' || t.mounted) return false;
  return warMachinesAreFoot || !t.warMachine;
}
