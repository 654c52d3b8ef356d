// Step 2 (move): ordered units move hex by hex; the trail is recorded, as tournament
// conventions require. Allowances, terrain and the other movement rules are judged by
// engine/battle/movement.ts (core rules, "Move").
import type { GameCommand } from '../commands.js';
import type { GameEvent } from '../events.js';
import { moveRefusal } from '../battle/movement.js';
import { entersLossTerrain, terrainLossEvents } from '../battle/terrain-loss.js';
import { evolve } from '../evolve.js';
import { accept, reject, type Decision } from '../rules/rejection.js';
import type { GameState } from '../state.js';

type D = Decision<GameEvent>;

export function decideMoveUnit(state: GameState, cmd: Extract<GameCommand, { type: 'MoveUnit' }>): D {
  const unit = state.units[cmd.unitId];
  if (!unit) return reject('unit/unknown', `There is no unit ${cmd.unitId} in this game.`);
  if (unit.army !== state.activeArmy) return reject('unit/not_yours', `Unit ${cmd.unitId} belongs to the other army.`);
  if (unit.eliminated) return reject('unit/eliminated', `Unit ${cmd.unitId} has been eliminated.`);
  const order = state.turnState.orders[unit.id];
  if (!order) return reject('move/not_ordered', `Unit ${unit.id} has no order this turn; only ordered units move.`);
  if (order.section !== cmd.section) {
    return reject('move/other_field_general', `Unit ${unit.id} was ordered by the ${order.section} Field General; he moves it.`);
  }
  if (!Array.isArray(cmd.path) || cmd.path.length === 0) return reject('move/empty_path', 'A move names at least one hex to enter.');
  const refusal = moveRefusal(state, unit, cmd.path);
  if (refusal) return reject(refusal.code, refusal.message);
  const moved: GameEvent = { type: 'UnitMoved', army: unit.army, section: cmd.section, unitId: unit.id, path: cmd.path.map((h) => ({ col: h.col, row: h.row })) };
  return accept(entersLossTerrain(state, cmd.path) ? [moved, ...terrainLossEvents(evolve(state, moved), unit.id, cmd.path)] : [moved]);
}

export function decideEndMoves(state: GameState, cmd: Extract<GameCommand, { type: 'EndMoves' }>): D {
  return accept([{ type: 'SectionMovesEnded', army: state.activeArmy, section: cmd.section }]);
}

/** Move-Fire-Move ("move, fire, move"): a unit the card ordered may move again once it has
 *  fired, in the battle step, up to its movement allowance again; it battles no more after
 *  its fire, so the move comes when its battle is over (docs/rules-decisions.md). */
export function decideMoveAfterFire(state: GameState, cmd: Extract<GameCommand, { type: 'MoveAfterFire' }>): D {
  const unit = state.units[cmd.unitId];
  if (!unit) return reject('unit/unknown', `There is no unit ${cmd.unitId} in this game.`);
  if (unit.army !== state.activeArmy) return reject('unit/not_yours', `Unit ${cmd.unitId} belongs to the other army.`);
  if (unit.eliminated) return reject('unit/eliminated', `Unit ${cmd.unitId} has been eliminated.`);
  const ts = state.turnState;
  const order = ts.orders[unit.id];
  if (!order) return reject('move/not_ordered', `Unit ${unit.id} has no order this turn; only ordered units move.`);
  if (order.section !== cmd.section) return reject('move/other_field_general', `Unit ${unit.id} was ordered by the ${order.section} Field General; he moves it.`);
  if (ts.plays.find((p) => p.cardClass === 'army')?.kind !== 'move-fire-move') {
    return reject('move/not_move_fire_move', `Only units ordered by Move-Fire-Move move again after they fire; ${unit.id} was not.`);
  }
  if (!(ts.battled[unit.id] ?? 0)) return reject('move/not_fired_yet', `${unit.id} moves again only after it has fired (Move-Fire-Move: move, fire, move).`);
  if (Object.values(ts.battles).some((b) => b && (b.attackerId === unit.id || b.targetId === unit.id))) {
    return reject('move/battle_unresolved', `${unit.id}'s battle is not resolved yet; it moves again once it is.`);
  }
  if (!Array.isArray(cmd.path) || cmd.path.length === 0) return reject('move/empty_path', 'A move names at least one hex to enter.');
  const refusal = moveRefusal(state, unit, cmd.path, ts.movesAfterFire[unit.id] ?? [unit.hex]);
  if (refusal) return reject(refusal.code, refusal.message);
  const moved: GameEvent = { type: 'UnitMovedAfterFire', army: unit.army, section: cmd.section, unitId: unit.id, path: cmd.path.map((h) => ({ col: h.col, row: h.row })) };
  return accept(entersLossTerrain(state, cmd.path) ? [moved, ...terrainLossEvents(evolve(state, moved), unit.id, cmd.path)] : [moved]);
}
