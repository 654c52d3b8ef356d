// Eliminations and Victory Banners. An eliminated unit or leader gives the enemy one
// Victory Banner; "the object ... is to be the first player to capture a set number of
// Victory Banners" (epic-ancients-rules.txt, "Epic Victory"): the game ends the moment a
// side reaches its number, so nothing after GameWon is emitted.
import { otherArmy } from '../board/hex.js';
import type { GameEvent } from '../events.js';
import { evolveAll } from '../evolve.js';
import type { GameState } from '../state.js';

/**
 * Appends to `events` the eliminations of the listed units that the events leave with no
 * blocks, each followed by its banner and, if that banner wins, GameWon.
 */
export function withEliminations(state: GameState, events: GameEvent[], unitIds: string[], givesBanner = true): GameEvent[] {
  const out = [...events];
  if (!unitIds.some((id) => lossReaches(events, id, state.units[id]?.blocks ?? 0))) return out;
  let s = evolveAll(state, events);
  for (const unitId of unitIds) {
    const unit = s.units[unitId];
    if (!unit || unit.eliminated || unit.blocks > 0 || s.winner) continue;
    const more: GameEvent[] = [{ type: 'UnitEliminated', unitId, army: unit.army }];
    if (givesBanner) {
      const enemy = otherArmy(unit.army);
      const banners = s.armies[enemy].banners + 1;
      more.push({ type: 'BannerGained', army: enemy, banners });
      if (banners >= s.armies[enemy].victoryBanners) more.push({ type: 'GameWon', army: enemy, banners });
    }
    out.push(...more);
    s = evolveAll(s, more);
  }
  return out;
}

/** Whether the events take at least `blocks` blocks from the unit (a cheap pre-check). */
function lossReaches(events: GameEvent[], unitId: string, blocks: number): boolean {
  let lost = 0;
  for (const e of events) {
    if (e.type === 'InitiativeBlockLost' && e.unitId === unitId) lost += 1;
    if (e.type === 'TerrainLossRolled' && e.unitId === unitId && e.lost) lost += 1;
    if (e.type === 'InitiativeRetreatApplied' && e.unitId === unitId) lost += e.blocksLost;
    if (e.type === 'BattleHitsScored' && e.unitId === unitId) lost += e.blocksLost;
    if (e.type === 'UnitRetreated' && e.unitId === unitId) lost += e.blocksLost;
    if (e.type === 'UnitRetreated') for (const b of e.blockers ?? []) if (b.unitId === unitId) lost += b.blocks;
    if (e.type === 'LeaderCasualtyChecked' && e.leaderId === unitId && e.eliminated) lost += 1;
  }
  return lost >= blocks;
}
