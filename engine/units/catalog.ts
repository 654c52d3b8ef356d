// Every unit type of the core game and its Epic use, as one table read by the referee, the
// screens and the docs (issue 16). Classes are the Epic text's (command-deck.md, "Unit
// classes", from the Initiative table); movement, dice, range, retreat and the specials are the
// core rules' unit reference (C&C: Ancients 3rd edition, "Unit Summary"; see
// docs/rules-decisions.md, "Battle", for the points the public texts leave open).

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
  /** Close combat dice once it has lost a block (barbarian chariots), else null. */
  closeCombatDiceDepleted: number | null;
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

// Fire (core rules, "Ranged Combat"): light units fire 2 dice if they did not move, 1 if they
// did; light infantry and light cavalry reach 2 hexes, bows and slings 3.
const JAVELINS: RangedFire = { dice: 2, range: 2, diceAfterMove: 1 };
const BOWS: RangedFire = { dice: 2, range: 3, diceAfterMove: 1 };

export const UNIT_TYPES: Record<UnitType, UnitTypeInfo> = {
  'light-infantry': unit({ name: 'Light Infantry', abbreviation: 'LI', unitClass: 'light', defaultBlocks: 4, movement: 2, closeCombatDice: 2, ranged: JAVELINS, evade: 'always', swordsHitInCloseCombat: false, notes: 'Fires 2 dice at 2 hexes (1 after moving). Its swords do not hit in close combat.' }),
  'light-sling-infantry': unit({ name: 'Light Sling Infantry', abbreviation: 'LS', unitClass: 'light', defaultBlocks: 4, movement: 2, closeCombatDice: 2, ranged: BOWS, evade: 'always', swordsHitInCloseCombat: false, notes: 'Slings: fires 2 dice at 3 hexes (1 after moving). Its swords do not hit in close combat.' }),
  'light-bow-infantry': unit({ name: 'Light Bow Infantry', abbreviation: 'LB', unitClass: 'light', defaultBlocks: 4, movement: 2, closeCombatDice: 2, ranged: BOWS, evade: 'always', swordsHitInCloseCombat: false, notes: 'Bows: fires 2 dice at 3 hexes (1 after moving). Its swords do not hit in close combat.' }),
  'auxilia-infantry': unit({ name: 'Auxilia Infantry', abbreviation: 'AX', unitClass: 'light', defaultBlocks: 4, movement: 2, battleAfterMove: 1, closeCombatDice: 3, ranged: JAVELINS, retreatPerFlag: 1, notes: 'Moves 1 and battles, or moves 2 and does not battle. Fires 2 dice at 2 hexes. Never evades; retreats 1 hex a flag.' }),
  'light-cavalry': unit({ name: 'Light Cavalry', abbreviation: 'LC', unitClass: 'light', mounted: true, defaultBlocks: 3, movement: 4, closeCombatDice: 2, ranged: JAVELINS, evade: 'always', bonusCombat: true, extraRetreatAgainst: ['elephant'], momentumExtraHex: true, notes: 'Fires 2 dice at 2 hexes (1 after moving). Evades any close combat.' }),
  'light-bow-cavalry': unit({ name: 'Light Bow Cavalry', abbreviation: 'LBC', unitClass: 'light', mounted: true, defaultBlocks: 3, movement: 4, closeCombatDice: 2, ranged: BOWS, evade: 'always', bonusCombat: true, extraRetreatAgainst: ['elephant'], momentumExtraHex: true, notes: 'Bows: fires 2 dice at 3 hexes (1 after moving). Evades any close combat.' }),
  'light-chariot': unit({ name: 'Light Chariot', abbreviation: 'LCH', unitClass: 'light', mounted: true, defaultBlocks: 3, movement: 3, closeCombatDice: 3, ranged: JAVELINS, evade: 'always', bonusCombat: true, extraRetreatAgainst: ['elephant'], momentumExtraHex: true, notes: 'Fires 2 dice at 2 hexes (1 after moving). Evades any close combat.' }),
  'light-barbarian-chariot': unit({ name: 'Light Barbarian Chariot', abbreviation: 'BCH', unitClass: 'light', mounted: true, defaultBlocks: 3, movement: 3, closeCombatDice: 3, closeCombatDiceDepleted: 2, evade: 'always', bonusCombat: true, extraRetreatAgainst: ['elephant', 'camel'], momentumExtraHex: true, ignoreSwordHits: 1, notes: 'Does not fire. 3 close combat dice until its first loss, then 2. Ignores 1 sword hit. Evades any close combat.' }),
  'light-war-machine': unit({ name: 'Light War Machine', abbreviation: 'LWM', unitClass: 'light', warMachine: true, defaultBlocks: 2, movement: 1, battleAfterMove: -1, closeCombatDice: 0, ranged: { dice: 2, range: 4, diceAfterMove: null }, battleBack: false, evade: 'always', momentumAdvance: false, supportable: false, notes: 'Bolt shooter: fires 2 dice at 4 hexes; may not battle after moving; no close combat; evades.' }),
  'medium-infantry': unit({ name: 'Medium Infantry', abbreviation: 'MI', unitClass: 'medium', defaultBlocks: 4, movement: 1, closeCombatDice: 4 }),
  'warrior-infantry': unit({ name: 'Warrior Infantry', abbreviation: 'WI', unitClass: 'medium', defaultBlocks: 4, movement: 1, chargeMovement: 2, closeCombatDice: 4, retreatPerFlag: 2, notes: 'Moves 2 only to charge: ends adjacent to an enemy and closes. Retreats 2 hexes a flag.' }),
  'medium-cavalry': unit({ name: 'Medium Cavalry', abbreviation: 'MC', unitClass: 'medium', mounted: true, defaultBlocks: 3, movement: 3, closeCombatDice: 3, evade: 'foot-and-heavy-mounted', bonusCombat: true, extraRetreatAgainst: ['elephant'], momentumExtraHex: true, notes: 'Evades foot and heavy mounted units.' }),
  camel: unit({ name: 'Camel', abbreviation: 'CAM', unitClass: 'medium', mounted: true, defaultBlocks: 3, movement: 3, closeCombatDice: 3, evade: 'foot-and-heavy-mounted', bonusCombat: true, notes: 'Evades foot and heavy mounted units.' }),
  'heavy-infantry': unit({ name: 'Heavy Infantry', abbreviation: 'HI', unitClass: 'heavy', defaultBlocks: 4, movement: 1, closeCombatDice: 5 }),
  'heavy-cavalry': unit({ name: 'Heavy Cavalry', abbreviation: 'HC', unitClass: 'heavy', mounted: true, defaultBlocks: 3, movement: 2, closeCombatDice: 4, evade: 'foot-and-elephants', bonusCombat: true, extraRetreatAgainst: ['elephant'], momentumExtraHex: true, notes: 'Evades foot units and elephants.' }),
  'heavy-chariot': unit({ name: 'Heavy Chariot', abbreviation: 'HCH', unitClass: 'heavy', mounted: true, defaultBlocks: 2, movement: 2, closeCombatDice: 4, evade: 'foot-and-elephants', bonusCombat: true, extraRetreatAgainst: ['elephant'], momentumExtraHex: true, notes: 'Evades foot units and elephants.' }),
  elephant: unit({ name: 'Elephant', abbreviation: 'EL', unitClass: 'heavy', mounted: true, defaultBlocks: 2, movement: 2, closeCombatDice: 4, retreatPerFlag: 1, bonusCombat: true, matchesOpponentDice: { elephant: 3, camel: 3, 'warrior-infantry': 3, 'heavy-chariot': 3, leader: 1 }, ignoresAllSwordHits: true, blockersLoseOnBlockedRetreat: true, notes: 'Rolls as many close combat dice as the unit it battles would (3 against elephants, camels, warriors and heavy chariots, 1 against a lone leader; 4 by the table when that rules option is off). Ignores all sword hits. Never evades; retreats 1 hex a flag; when units block its retreat they lose the blocks, not it. A leader\'s helmet does not hit for it.' }),
  'heavy-war-machine': unit({ name: 'Heavy War Machine', abbreviation: 'HWM', unitClass: 'heavy', warMachine: true, defaultBlocks: 2, movement: 1, battleAfterMove: -1, closeCombatDice: 0, ranged: { dice: 3, range: 5, diceAfterMove: null }, battleBack: false, evade: 'always', momentumAdvance: false, supportable: false, notes: 'Stone thrower: fires 3 dice at 5 hexes; may not battle after moving; no close combat; evades.' }),
  leader: unit({ name: 'Leader', abbreviation: 'L', unitClass: null, defaultBlocks: 1, movement: 3, battleAfterMove: -1, closeCombatDice: 0, battleBack: false, momentumAdvance: false, supportable: false, notes: 'Does not battle. With a unit (same hex): the unit ignores 1 flag; helmets hit in close combat for the units on or next to his hex.' }),
};

export const UNIT_TYPE_IDS = Object.keys(UNIT_TYPES) as UnitType[];

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
