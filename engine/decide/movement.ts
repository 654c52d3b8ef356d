// Step 2 (move): ordered units move hex by hex; the trail is recorded, as tournament
// conventions require. Movement allowances are data (units/catalog.ts) and enforced only
// with the `enforceMovementAllowance` option until terrain effects are modelled.
import { areAdjacent, formatHex, isOnBoard } from '../board/hex.js';
import type { GameCommand } from '../commands.js';
import type { GameEvent } from '../events.js';
import { isHexBlocked } from '../rules/queries.js';
import { accept, reject, type Decision } from '../rules/rejection.js';
import type { GameState } from '../state.js';
import { UNIT_TYPES } from '../units/catalog.js';

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
  let at = unit.hex;
  for (const hex of cmd.path) {
    if (!isOnBoard(hex)) return reject('move/off_board', `Hex ${formatHex(hex)} is off the 26x9 board.`);
    if (!areAdjacent(at, hex)) return reject('move/not_adjacent', `Moves go hex by hex: ${formatHex(hex)} is not adjacent to ${formatHex(at)}.`);
    if (isHexBlocked(state, hex, unit)) return reject('move/occupied', `Hex ${formatHex(hex)} is occupied; a unit may not move into or through another unit.`);
    at = hex;
  }
  const sofar = (state.turnState.trails[unit.id]?.length ?? 1) - 1;
  const allowance = UNIT_TYPES[unit.type].movement;
  if (state.options.enforceMovementAllowance && sofar + cmd.path.length > allowance) {
    return reject('move/too_far', `${UNIT_TYPES[unit.type].name} moves at most ${allowance} hex${allowance > 1 ? 'es' : ''}; this would make ${sofar + cmd.path.length}.`);
  }
  return accept([{ type: 'UnitMoved', army: unit.army, section: cmd.section, unitId: unit.id, path: cmd.path.map((h) => ({ col: h.col, row: h.row })) }]);
}

export function decideEndMoves(state: GameState, cmd: Extract<GameCommand, { type: 'EndMoves' }>): D {
  return accept([{ type: 'SectionMovesEnded', army: state.activeArmy, section: cmd.section }]);
}
