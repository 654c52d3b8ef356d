// Every terrain of the core game, as one table read by the referee, the board (its legend)
// and the docs. Movement: impassable hexes, and hexes a unit must stop in on entering; battle:
// dice maxima for close combat into or out of the hex, uphill, and ranged combat at or out of
// it, units that may not battle the turn they entered; line of sight; flags the defender may
// ignore. Source: the official terrain page (forest, hill, broken ground) and the expansion 2
// terrain page (marsh); value by value in docs/rules-audit.md, the terrains no official page
// was found for in docs/rules-decisions.md, "Terrain".
import type { Hex } from '../board/hex.js';
import type { RulesOptions } from '../rules/options.js';
import { hexKey } from '../board/hex.js';
import type { Scenario } from '../scenario/types.js';
import type { UnitType } from '../units/catalog.js';
import { UNIT_TYPES } from '../units/catalog.js';

export const TERRAIN_TYPES = ['clear', 'forest', 'hill', 'river', 'ford', 'marsh', 'broken-ground', 'town', 'camp', 'fortified-camp', 'coast'] as const;
export type TerrainType = (typeof TERRAIN_TYPES)[number];
/** Terrain names scenarios written before may use, and what they mean now ("rough ground" was
 *  the referee's name for the official terrain page's broken ground). */
export const TERRAIN_ALIASES: Readonly<Record<string, TerrainType>> = { rough: 'broken-ground' };

export interface TerrainInfo {
  name: string;
  /** May this unit type not enter the hex at all? */
  impassable: (type: UnitType) => boolean;
  /** A unit (or lone leader) of this type entering must stop there. */
  stops: (type: UnitType) => boolean;
  /** A unit that moved into the hex this turn may not battle (forest: by the rules option
   *  forestBattleAfterEntering). */
  noBattleAfterEntering: (type: UnitType, options: RulesOptions) => boolean;
  /** Close combat dice at most, for a unit battling out of the hex and for one battling into it. */
  maxDiceOutOf: number | null;
  maxDiceInto: number | null;
  /** Hills: close combat against a unit on it from lower ground is uphill (rules option
   *  hillCloseCombat: at most 2 dice, or 1 die fewer). */
  uphill: boolean;
  /** Ranged combat dice at most, at a unit on the hex and for a unit firing out of it. */
  maxRangedInto: number | null;
  maxRangedOutOf: number | null;
  /** A unit of this type that advances into the hex after a close combat gets no bonus combat. */
  noBonusCombatAfterAdvance: (type: UnitType) => boolean;
  /** A unit that starts its move on the hex may move only to an adjacent hex. */
  leaveOneHex: boolean;
  /** A unit or lone leader entering the hex (moving, retreating, evading, advancing) rolls one
   *  die and loses a block on its own symbol (marsh). */
  lossRollOnEntering: boolean;
  /** Blocks line of sight (units on the two ends of the line never block). */
  blocksSight: boolean;
  /** Flags a unit in the hex may ignore. */
  ignoreFlags: number;
  /** Board colour and the legend's sentence. */
  colour: string;
  summary: string;
}

const never = () => false;
const isMounted = (type: UnitType) => UNIT_TYPES[type].mounted;
const warMachine = (type: UnitType) => UNIT_TYPES[type].warMachine;
/** Forest (the terrain page): "Light infantry, light sling infantry, light bow infantry, auxilia
 *  infantry and warrior infantry units are the exception" to not battling after entering. */
const FOREST_FIGHTERS: readonly UnitType[] = ['light-infantry', 'light-sling-infantry', 'light-bow-infantry', 'auxilia-infantry', 'warrior-infantry'];
const notForestFighter = (type: UnitType) => type !== 'leader' && !FOREST_FIGHTERS.includes(type);

function terrain(spec: Partial<TerrainInfo> & Pick<TerrainInfo, 'name' | 'colour' | 'summary'>): TerrainInfo {
  return {
    impassable: never,
    stops: never,
    noBattleAfterEntering: never,
    maxDiceOutOf: null,
    maxDiceInto: null,
    uphill: false,
    maxRangedInto: null,
    maxRangedOutOf: null,
    noBonusCombatAfterAdvance: never,
    leaveOneHex: false,
    lossRollOnEntering: false,
    blocksSight: false,
    ignoreFlags: 0,
    ...spec,
  };
}

/** Every unit stops, lone leaders not (the terrains whose pages the referee has not found keep
 *  the stop they had). */
const unitsStop = (type: UnitType) => type !== 'leader';

export const TERRAIN: Record<TerrainType, TerrainInfo> = {
  clear: terrain({ name: 'Clear', colour: '#e9e4c8', summary: 'No effect.' }),
  forest: terrain({
    name: 'Forest', colour: '#5d8a4a', stops: () => true,
    noBattleAfterEntering: (type, options) => (options.forestBattleAfterEntering === 'mounted' ? isMounted(type) : notForestFighter(type)),
    maxDiceInto: 2, maxDiceOutOf: 2, maxRangedInto: 1, noBonusCombatAfterAdvance: notForestFighter, blocksSight: true,
    summary: 'Units and leaders stop on entering; only light foot, auxilia and warriors may battle the turn they enter; close combat into or out of it at most 2 dice; fire at a unit in it at most 1 die; blocks line of sight.',
  }),
  hill: terrain({
    name: 'Hill', colour: '#c9a36b', uphill: true, blocksSight: true,
    summary: 'Close combat uphill (at a unit on a hill from lower ground): at most 2 dice; blocks line of sight.',
  }),
  river: terrain({ name: 'River', colour: '#5b8fc9', impassable: () => true, summary: 'Impassable (cross at a ford).' }),
  ford: terrain({
    name: 'Ford', colour: '#9cc3e6', stops: unitsStop, maxDiceOutOf: 2,
    summary: 'Stop on entering; close combat out of a ford at most 2 dice.',
  }),
  marsh: terrain({
    name: 'Marsh', colour: '#8aa39b', stops: unitsStop, impassable: warMachine, maxDiceOutOf: 2, maxDiceInto: 2, maxRangedOutOf: 1, leaveOneHex: true, lossRollOnEntering: true,
    summary: 'Stop on entering; a unit entering rolls 1 die and loses a block on its own symbol; a unit leaving it moves 1 hex; war machines may not enter; close combat into or out of it at most 2 dice; fire out of it at most 1 die.',
  }),
  'broken-ground': terrain({
    name: 'Broken ground', colour: '#b5a58a', stops: (type) => isMounted(type) || type === 'leader', impassable: warMachine,
    noBattleAfterEntering: isMounted, maxDiceInto: 2, maxDiceOutOf: 2, noBonusCombatAfterAdvance: isMounted,
    summary: 'Mounted units and lone leaders stop on entering; war machines may not enter; mounted units may not battle the turn they enter; close combat into or out of it at most 2 dice.',
  }),
  town: terrain({
    name: 'Town', colour: '#a8906f', stops: unitsStop, maxDiceInto: 3, blocksSight: true, ignoreFlags: 1,
    summary: 'Stop on entering; close combat into it at most 3 dice; blocks line of sight; a unit in it ignores 1 flag.',
  }),
  camp: terrain({
    name: 'Camp', colour: '#c8b28a', stops: unitsStop, ignoreFlags: 1,
    summary: 'Stop on entering; a unit in it ignores 1 flag.',
  }),
  'fortified-camp': terrain({
    name: 'Fortified camp', colour: '#a38b63', stops: unitsStop, maxDiceInto: 2, blocksSight: true, ignoreFlags: 1,
    summary: 'Stop on entering; close combat into it at most 2 dice; blocks line of sight; a unit in it ignores 1 flag.',
  }),
  coast: terrain({ name: 'Coast (sea)', colour: '#2f6f9f', impassable: () => true, summary: 'Impassable.' }),
};

/** The terrain on a hex (hexes not listed are clear). The scenario's terrain list is turned
 *  into a map once per scenario object. */
const terrainMaps = new WeakMap<object, Map<string, TerrainType>>();

export function terrainAt(scenario: Pick<Scenario, 'terrain'>, hex: Hex): TerrainType {
  let map = terrainMaps.get(scenario.terrain);
  if (!map) {
    // A game logged before a terrain was renamed keeps its old name in its scenario.
    map = new Map(scenario.terrain.map((t) => [hexKey(t.hex), TERRAIN_ALIASES[t.terrain] ?? (t.terrain as TerrainType)]));
    terrainMaps.set(scenario.terrain, map);
  }
  return map.get(hexKey(hex)) ?? 'clear';
}
