// Terrain that costs blocks to enter (expansion 2, marsh: "a unit that enters a marsh hex ... must
// also roll one battle die for possible block loss: a block is lost if its unit symbol is
// rolled"; retreating and evading units roll for each marsh hex they enter; so do unattached
// leaders, lost on a leader symbol). The rolls follow the move; an eliminated unit gives its
// banner as any other. Attached leaders are not checked for these losses (rules-decisions.md).
import type { Hex } from '../board/hex.js';
import type { GameEvent } from '../events.js';
import { evolveAll } from '../evolve.js';
import { withEliminations } from '../rules/casualties.js';
import { rollDice } from '../rules/random.js';
import type { GameState } from '../state.js';
import { terrainAt, TERRAIN } from '../terrain/catalog.js';
import { UNIT_TYPES } from '../units/catalog.js';

/** Whether any of the hexes calls for a roll (most moves enter none: the caller may skip
 *  folding the move to ask terrainLossEvents). */
export function entersLossTerrain(state: GameState, entered: readonly Hex[]): boolean {
  for (const hex of entered) if (TERRAIN[terrainAt(state.scenario, hex)].lossRollOnEntering) return true;
  return false;
}

/** The rolls for the hexes `entered` (in order) by the unit, with any elimination that follows,
 *  made against the state after the move. */
export function terrainLossEvents(state: GameState, unitId: string, entered: readonly Hex[]): GameEvent[] {
  const out: GameEvent[] = [];
  let s = state;
  for (const hex of entered) {
    const unit = s.units[unitId];
    if (!unit || unit.eliminated || s.winner) break;
    const terrain = terrainAt(s.scenario, hex);
    if (!TERRAIN[terrain].lossRollOnEntering) continue;
    const roll = rollDice(s.random, 1);
    const face = roll.faces[0]!;
    const lost = unit.type === 'leader' ? face === 'leader' : face === UNIT_TYPES[unit.type].symbol;
    const event: GameEvent = { type: 'TerrainLossRolled', army: unit.army, unitId, hex: { col: hex.col, row: hex.row }, terrain: TERRAIN[terrain].name.toLowerCase(), face, lost, random: roll.random };
    const more = withEliminations(s, [event], [unitId]);
    out.push(...more);
    s = evolveAll(s, more);
  }
  return out;
}

