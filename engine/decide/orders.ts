// Step 1 (orders) for each Field General: ordering units under his card(s), allocation or
// Initiative (epic-ancients-rules.txt, "Field General's Initiative"; "Move": "A unit may
// only be given one order in a turn ... it may not be immediately ordered again in this
// new section on the same turn").
import { formatHex, isOnBoard, areAdjacent, sameHex, sectionsOf, stepsTowardOwnSide, type Hex, type Section } from '../board/hex.js';
import { longestRetreatPaths, retreatSteps } from '../battle/retreat.js';
import { entersLossTerrain, terrainLossEvents } from '../battle/terrain-loss.js';
import { evolveAll } from '../evolve.js';
import type { GameCommand } from '../commands.js';
import type { GameEvent, InitiativeOutcome } from '../events.js';
import { withEliminations } from '../rules/casualties.js';
import { fieldPlayFor, grantFor } from '../rules/grants.js';
import { inSection, isLeader, leadersAt, liveUnits, qualifies } from '../rules/queries.js';
import { rollDice, type DieFace } from '../rules/random.js';
import { accept, reject, type Decision } from '../rules/rejection.js';
import type { GameState, UnitState } from '../state.js';
import { UNIT_TYPES } from '../units/catalog.js';

type D = Decision<GameEvent>;

/** The active army's live unit in this Field General's section, or a rejection. */
export function ownUnitInSection(state: GameState, section: Section, unitId: string): UnitState | D {
  const unit = state.units[unitId];
  if (!unit) return reject('unit/unknown', `There is no unit ${unitId} in this game.`);
  if (unit.army !== state.activeArmy) return reject('unit/not_yours', `Unit ${unitId} belongs to the other army.`);
  if (unit.eliminated) return reject('unit/eliminated', `Unit ${unitId} has been eliminated.`);
  if (!inSection(unit, section)) {
    return reject('order/not_in_section', `Unit ${unitId} at ${formatHex(unit.hex)} is not in the ${section} section; a Field General orders the units of his own section.`);
  }
  return unit;
}

export function decideOrderUnit(state: GameState, cmd: Extract<GameCommand, { type: 'OrderUnit' }>): D {
  const unit = ownUnitInSection(state, cmd.section, cmd.unitId);
  if ('ok' in unit) return unit;
  if (state.turnState.orders[unit.id]) {
    return reject('order/already_ordered', `Unit ${unit.id} already has an order this turn: a unit may only be given one order in a turn, even after it crosses into another section.`);
  }
  if (state.turnState.mayNotBattle.includes(unit.id)) {
    return reject('order/initiative_casualty', `Unit ${unit.id} was hit or retreated by an Initiative roll this turn and may not be ordered.`);
  }
  const grant = grantFor(state, cmd.section, unit);
  if (!grant.ok) return reject(grant.code, grant.message);
  return accept([{ type: 'UnitOrdered', army: unit.army, section: cmd.section, unitId: unit.id, source: grant.source, ...(grant.face ? { face: grant.face } : {}) }]);
}

function initiativeOutcome(state: GameState, section: Section, face: DieFace): InitiativeOutcome {
  const mine = liveUnits(state, state.activeArmy).filter((u) => inSection(u, section) && !state.turnState.orders[u.id]);
  const units = mine.filter((u) => !isLeader(u));
  switch (face) {
    case 'light':
    case 'medium':
    case 'heavy':
      return units.some((u) => qualifies(state, u, face)) ? (`order-${face}` as InitiativeOutcome) : 'no-effect';
    case 'leader':
      return mine.length > 0 ? 'order-any' : 'no-effect';
    case 'banner':
      return units.length > 0 ? 'retreat' : 'no-effect';
    case 'swords':
      return units.length > 0 ? 'block-loss' : 'no-effect';
  }
}

export function decideRollInitiative(state: GameState, cmd: Extract<GameCommand, { type: 'RollInitiative' }>): D {
  const ts = state.turnState;
  const section = cmd.section;
  if (ts.plays.some((p) => p.cardClass === 'army')) {
    return reject('initiative/army_card_played', "When an Army Command card is played, Field Generals may not attempt to order a unit using Field General's Initiative.");
  }
  if (ts.plays.some((p) => p.kind === 'coordinated-attack')) {
    return reject('initiative/coordinated_attack', "After a Coordinated Attack the Field Generals may not attempt to order one unit using Field General's Initiative.");
  }
  if (fieldPlayFor(state, section)) {
    return reject('initiative/received_card', "This Field General received a Field Command card this turn; Initiative is only for a Field General none of whose units was ordered by a Field card.");
  }
  // "his units" are the ones in his section when they were ordered (the order step comes
  // before the move step), so a unit moved in from a neighbour does not count against him.
  const byCard = Object.entries(ts.orders).find(([id, o]) => o.source === 'field-card' && sectionsOf(ts.trails[id]?.[0] ?? state.units[id]!.hex, state.activeArmy).includes(section));
  if (byCard) {
    return reject('initiative/units_ordered_by_card', `Unit ${byCard[0]} in this section was ordered by a Field Command card, so this Field General may not use Initiative.`);
  }
  if (ts.initiative[section]) {
    return reject('initiative/already_rolled', 'A Field General attempts Initiative once per turn: one roll.');
  }
  const { faces, random } = rollDice(state.random, 1);
  const face = faces[0]!;
  return accept([{ type: 'InitiativeRolled', army: state.activeArmy, section, face, outcome: initiativeOutcome(state, section, face), random }]);
}

function pendingEffect(state: GameState, section: Section, outcome: 'retreat' | 'block-loss'): D | null {
  const init = state.turnState.initiative[section];
  if (!init || init.resolved || init.outcome !== outcome) {
    return reject('initiative/no_such_effect', outcome === 'retreat'
      ? 'There is no banner Initiative roll waiting for a unit to retreat in this section.'
      : 'There is no crossed-swords Initiative roll waiting for a unit to lose a block in this section.');
  }
  return null;
}

/** Validates a retreat path hex by hex toward the unit's own side; returns an error text.
 *  The same steps as a battle retreat (engine/battle/retreat.ts): impassable terrain and other
 *  units stop it. */
export function retreatPathError(state: GameState, unit: UnitState, path: Hex[]): string | null {
  let at = unit.hex;
  for (const hex of path) {
    if (!isOnBoard(hex)) return `hex ${formatHex(hex)} is off the board`;
    if (!areAdjacent(at, hex)) return `${formatHex(hex)} is not adjacent to ${formatHex(at)}`;
    if (!stepsTowardOwnSide(at, hex, unit.army)) return `${formatHex(hex)} is not one row nearer ${unit.army}'s own side`;
    if (!retreatSteps(state, unit, at).some((h) => sameHex(h, hex))) return `${formatHex(hex)} is occupied or impassable`;
    at = hex;
  }
  return null;
}

/** A full-length retreat path (offered by legalCommands): the first of the longest. */
export function suggestRetreat(state: GameState, unit: UnitState, hexes: number): Hex[] {
  return longestRetreatPaths(state, unit, hexes)[0] ?? [];
}

export function decideInitiativeRetreat(state: GameState, cmd: Extract<GameCommand, { type: 'ApplyInitiativeRetreat' }>): D {
  const pending = pendingEffect(state, cmd.section, 'retreat');
  if (pending) return pending;
  const unit = ownUnitInSection(state, cmd.section, cmd.unitId);
  if ('ok' in unit) return unit;
  if (isLeader(unit)) return reject('initiative/unit_required', 'The banner face retreats one unit, not a leader alone.');
  const movement = UNIT_TYPES[unit.type].movement;
  if (!Array.isArray(cmd.path) || cmd.path.length > movement) {
    return reject('initiative/retreat_too_long', `${unit.id} retreats its movement of ${movement} hex${movement > 1 ? 'es' : ''} at most.`);
  }
  const err = retreatPathError(state, unit, cmd.path);
  if (err) return reject('initiative/bad_retreat', `Retreat refused: ${err}.`);
  const possible = longestRetreatPaths(state, unit, movement)[0]?.length ?? 0;
  if (cmd.path.length < possible) {
    return reject('initiative/retreat_too_short', `${unit.id} must retreat as far as it can, up to its movement of ${movement}: it can retreat ${possible} hex${possible > 1 ? 'es' : ''}, and block losses apply only to the movement it cannot use.`);
  }
  const blocksLost = movement - cmd.path.length;
  const events: GameEvent[] = [{ type: 'InitiativeRetreatApplied', army: unit.army, section: cmd.section, unitId: unit.id, path: cmd.path.map((h) => ({ col: h.col, row: h.row })), blocksLost }];
  const retreated = withEliminations(state, events, [unit.id], state.options.initiativeEliminationGivesBanner);
  // A retreat through a marsh rolls for each marsh hex (expansion 2).
  return accept(entersLossTerrain(state, cmd.path) ? [...retreated, ...terrainLossEvents(evolveAll(state, retreated), unit.id, cmd.path)] : retreated);
}

export function decideInitiativeBlockLoss(state: GameState, cmd: Extract<GameCommand, { type: 'ApplyInitiativeBlockLoss' }>): D {
  const pending = pendingEffect(state, cmd.section, 'block-loss');
  if (pending) return pending;
  const unit = ownUnitInSection(state, cmd.section, cmd.unitId);
  if ('ok' in unit) return unit;
  if (isLeader(unit)) return reject('initiative/unit_required', 'The crossed-swords face takes a block from one unit, not a leader.');
  const events: GameEvent[] = [{ type: 'InitiativeBlockLost', army: unit.army, section: cmd.section, unitId: unit.id }];
  return accept(withEliminations(state, events, [unit.id], state.options.initiativeEliminationGivesBanner));
}

/** Rally (its official card page): each unit symbol or leader symbol rolled rallies one depleted
 *  unit standing in or next to a leader's hex, a symbol one of its own class and a helmet any;
 *  elephants and chariots may not be rallied; a unit may take several blocks, never above its
 *  starting strength; a unit that regains a block is ordered and may move and battle. */
export function decideRallyUnit(state: GameState, cmd: Extract<GameCommand, { type: 'RallyUnit' }>): D {
  const play = state.turnState.plays[0];
  if (!play || play.kind !== 'rally') return reject('rally/not_played', 'Units regain blocks this way only when Rally was played this turn.');
  const unit = ownUnitInSection(state, cmd.section, cmd.unitId);
  if ('ok' in unit) return unit;
  if (!isLeader(unit) && NOT_RALLIED.includes(unit.type)) {
    return reject('rally/not_eligible', `${unit.id} is ${UNIT_TYPES[unit.type].name.toLowerCase()}: elephant and chariot units may not be rallied (Rally's card).`);
  }
  if (isLeader(unit) || unit.blocks >= unit.startingBlocks) {
    return reject('rally/not_depleted', `${unit.id} has all its blocks; Rally returns blocks only to depleted units, never above their starting strength.`);
  }
  const order = state.turnState.orders[unit.id];
  if (order && order.section !== cmd.section) return reject('battle/other_field_general', `Unit ${unit.id} was rallied by the ${order.section} Field General; he rallies it further.`);
  if (!leaderNear(state, unit)) {
    return reject('rally/no_leader_near', `${unit.id} is not in or next to a leader's hex: Rally serves only units in or adjacent to a leader's hex.`);
  }
  const pool = state.turnState.dicePool;
  const cls = UNIT_TYPES[unit.type].unitClass;
  let face: DieFace | null = null;
  if (cls && pool.includes(cls)) face = cls;
  else if (pool.includes('leader')) face = 'leader';
  if (!face) return reject('rally/no_matching_die', `No unused Rally die returns a block to ${unit.id}: a unit symbol serves its own class, a helmet any unit.`);
  return accept([{ type: 'UnitRallied', army: unit.army, section: cmd.section, unitId: unit.id, face }]);
}

/** Rally's card: "Elephant and chariot units may not be rallied." */
const NOT_RALLIED: readonly string[] = ['elephant', 'light-chariot', 'heavy-chariot', 'light-barbarian-chariot'];

/** A leader of the unit's army in its hex or next to it. */
function leaderNear(state: GameState, unit: UnitState): boolean {
  return liveUnits(state, unit.army).some((l) => isLeader(l) && (sameHex(l.hex, unit.hex) || areAdjacent(l.hex, unit.hex)));
}

export function decideEndOrders(state: GameState, cmd: Extract<GameCommand, { type: 'EndOrders' }>): D {
  const init = state.turnState.initiative[cmd.section];
  if (init && !init.resolved && (init.outcome === 'retreat' || init.outcome === 'block-loss')) {
    return reject('initiative/effect_pending', init.outcome === 'retreat'
      ? 'The banner Initiative roll must be applied first: choose one unit of the section to retreat its movement.'
      : 'The crossed-swords Initiative roll must be applied first: choose one unit of the section to lose 1 block.');
  }
  return accept([{ type: 'SectionOrdersEnded', army: state.activeArmy, section: cmd.section }]);
}
