// What the card that ordered a unit lets it do beyond being ordered (the official card pages):
// how far it moves and still battles, whether it may fire, whether it may pass friendly units.
// - Double Time: each ordered foot unit but war machines "may move two hexes and still engage in
//   Close Combat"; warriors "may move 2 or 3 hexes, but must close combat"; light foot gain
//   nothing; the ordered units "may not fire" (no ranged combat).
// - Line Command: "each unit may move no more than one hex", and may then battle.
// - Clash of Shields: units ordered by it may not fire (the Command card FAQ).
// - Order Light Troops, Move-Fire-Move: light foot may move through friendly units (the movement
//   page's "Light Foot Exceptions"; their card pages were not found: the referee lets light
//   foot pass, not end on, a friendly unit, as the Medieval card's text has it; unconfirmed).
// Terrain still applies (the Double Time FAQ: it does not let units ignore terrain).
import type { CardKind } from '../cards/catalog.js';
import type { GameState, Play, UnitState } from '../state.js';
import { UNIT_TYPES, type UnitType } from '../units/catalog.js';

export interface UnitMovement {
  /** Hexes it may move, and the most it may move and still battle (-1: not after moving). */
  movement: number;
  battleAfterMove: number;
  /** It may move this far if it then closes with an enemy (warriors' charge). */
  chargeMovement: number | null;
  /** The card forbids ranged combat (its name), or null. */
  noFire: string | null;
  /** It may move through (not end on) friendly units. */
  passFriends: boolean;
  /** The card that changed any of it, for the refusals' sentences. */
  card: string | null;
}

const LIGHT_FOOT: readonly UnitType[] = ['light-infantry', 'light-sling-infantry', 'light-bow-infantry', 'auxilia-infantry'];

/** The play that ordered the unit this turn (the Army card, or the Field card of the section
 *  that ordered it), if a card did. */
export function orderingPlay(state: GameState, unit: UnitState): Play | undefined {
  const order = state.turnState.orders[unit.id];
  if (order === undefined) return undefined;
  const plays = state.turnState.plays;
  // An Army card is the turn's only play.
  if (order.source === 'army-card') return plays[0];
  if (order.source !== 'field-card') return undefined;
  for (const p of plays) if (p.cardClass === 'field' && p.sections.includes(order.section)) return p;
  return undefined;
}

/** Each type's own movement, made once (asked at every move and battle). */
const TABLE = Object.fromEntries(
  Object.entries(UNIT_TYPES).map(([type, t]) => [type, Object.freeze({ movement: t.movement, battleAfterMove: t.battleAfterMove, chargeMovement: t.chargeMovement, noFire: null, passFriends: false, card: null })]),
) as Record<UnitType, Readonly<UnitMovement>>;

/** How the unit may move and battle this turn, under the card that ordered it. */
export function unitMovement(state: GameState, unit: UnitState): Readonly<UnitMovement> {
  const base = TABLE[unit.type];
  const kind: CardKind | undefined = orderingPlay(state, unit)?.kind;
  const t = UNIT_TYPES[unit.type];
  switch (kind) {
    case 'double-time': {
      const out = { ...base, noFire: 'Double Time', card: 'Double Time' };
      if (t.warMachine || unit.type === 'leader') return out;
      if (t.chargeMovement !== null) return { ...out, chargeMovement: 3 };
      return { ...out, movement: Math.max(t.movement, 2), battleAfterMove: Math.max(t.battleAfterMove, 2) };
    }
    case 'line-command':
      return { ...base, movement: Math.min(t.movement, 1), battleAfterMove: Math.min(t.battleAfterMove, 1), chargeMovement: null, card: 'Line Command' };
    case 'clash-of-shields':
      return { ...base, noFire: 'Clash of Shields', card: 'Clash of Shields' };
    case 'order-light-troops':
    case 'move-fire-move':
      return LIGHT_FOOT.includes(unit.type) ? { ...base, passFriends: true, card: kind === 'move-fire-move' ? 'Move-Fire-Move' : 'Order Light Troops' } : base;
    default:
      return base;
  }
}
