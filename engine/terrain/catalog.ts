// Every terrain of the core game, as one table read by the referee, the board (its legend)
// and the docs (issue 16). Movement: impassable hexes, and hexes a unit must stop in on
// entering; battle: dice caps and modifiers for close combat into or out of the hex, units
// that may not battle the turn they entered; line of sight; flags the defender may ignore.
// Source: C&C: Ancients 3rd edition, "Terrain" (see docs/rules-decisions.md, "Terrain").
import type { Hex } from '../board/hex.js';
import { hexKey } from '../board/hex.js';
import type { Scenario } from '../scenario/types.js';
import type { UnitType } from '../units/catalog.js';
import { UNIT_TYPES } from '../units/catalog.js';

export const TERRAIN_TYPES = ['clear', 'forest', 'hill', 'river', 'ford', 'marsh', 'rough', 'town', 'camp', 'fortified-camp', 'coast'] as const;
export type TerrainType = (typeof TERRAIN_TYPES)[number];

export interface TerrainInfo {
  name: string;
  /** May this unit type not enter the hex at all? */
  impassable: (type: UnitType) => boolean;
  /** A unit entering must stop there. */
  stopsMovement: boolean;
  /** A unit that moved into the hex this turn may not battle. */
  noBattleAfterEntering: (type: UnitType) => boolean;
  /** Close combat dice at most, for a unit battling out of the hex and for one battling into it. */
  maxDiceOutOf: number | null;
  maxDiceInto: number | null;
  /** Dice added (negative: taken) for a close combat into the hex from outside it. */
  diceIntoModifier: number;
  /** Blocks line of sight (units on the two ends of the line never block). */
  blocksSight: boolean;
  /** Flags a unit in the hex may ignore. */
  ignoreFlags: number;
  /** Board colour and the legend's sentence. */
  colour: string;
  summary: string;
}

const never = () => false;
const mountedOnly = (type: UnitType) => UNIT_TYPES[type].mounted;

function terrain(spec: Partial<TerrainInfo> & Pick<TerrainInfo, 'name' | 'colour' | 'summary'>): TerrainInfo {
  return {
    impassable: never,
    stopsMovement: false,
    noBattleAfterEntering: never,
    maxDiceOutOf: null,
    maxDiceInto: null,
    diceIntoModifier: 0,
    blocksSight: false,
    ignoreFlags: 0,
    ...spec,
  };
}

export const TERRAIN: Record<TerrainType, TerrainInfo> = {
  clear: terrain({ name: 'Clear', colour: '#e9e4c8', summary: 'No effect.' }),
  forest: terrain({
    name: 'Forest', colour: '#5d8a4a', stopsMovement: true, noBattleAfterEntering: mountedOnly, maxDiceInto: 2, maxDiceOutOf: 2, blocksSight: true,
    summary: 'Stop on entering; mounted units may not battle the turn they enter; close combat into or out of it at most 2 dice; blocks line of sight.',
  }),
  hill: terrain({
    name: 'Hill', colour: '#c9a36b', diceIntoModifier: -1, blocksSight: true,
    summary: 'Close combat into a hill from lower ground: 1 die fewer; blocks line of sight.',
  }),
  river: terrain({ name: 'River', colour: '#5b8fc9', impassable: () => true, summary: 'Impassable (cross at a ford).' }),
  ford: terrain({
    name: 'Ford', colour: '#9cc3e6', stopsMovement: true, maxDiceOutOf: 2,
    summary: 'Stop on entering; close combat out of a ford at most 2 dice.',
  }),
  marsh: terrain({
    name: 'Marsh', colour: '#8aa39b', stopsMovement: true, noBattleAfterEntering: mountedOnly, maxDiceOutOf: 2, maxDiceInto: 2,
    summary: 'Stop on entering; mounted units may not battle the turn they enter; close combat into or out of it at most 2 dice.',
  }),
  rough: terrain({
    name: 'Rough ground', colour: '#b5a58a', stopsMovement: true, maxDiceInto: 3,
    summary: 'Stop on entering; close combat into it at most 3 dice.',
  }),
  town: terrain({
    name: 'Town', colour: '#a8906f', stopsMovement: true, maxDiceInto: 3, blocksSight: true, ignoreFlags: 1,
    summary: 'Stop on entering; close combat into it at most 3 dice; blocks line of sight; a unit in it ignores 1 flag.',
  }),
  camp: terrain({
    name: 'Camp', colour: '#c8b28a', stopsMovement: true, ignoreFlags: 1,
    summary: 'Stop on entering; a unit in it ignores 1 flag.',
  }),
  'fortified-camp': terrain({
    name: 'Fortified camp', colour: '#a38b63', stopsMovement: true, maxDiceInto: 2, blocksSight: true, ignoreFlags: 1,
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
    map = new Map(scenario.terrain.map((t) => [hexKey(t.hex), t.terrain as TerrainType]));
    terrainMaps.set(scenario.terrain, map);
  }
  return map.get(hexKey(hex)) ?? 'clear';
}
