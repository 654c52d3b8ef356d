// What a Field General may order this turn, from the cards he was issued, his share of an
// Army card, his Initiative roll, or the dice of I Am Spartacus.
import { areAdjacent, sameHex, type Hex, type Section } from '../board/hex.js';
import { cardDef, type CardKind, type UnitQualifier } from '../cards/catalog.js';
import type { OrderSource } from '../events.js';
import type { DieFace } from './random.js';
import type { GameState, Play, TurnState, UnitState } from '../state.js';
import type { RulesOptions } from './options.js';
import { inSection, isLeader, liveUnits, qualifies } from './queries.js';

export type OrderGrant =
  | { ok: true; source: OrderSource; face?: DieFace }
  | { ok: false; code: string; message: string };

export function fieldPlayFor(state: GameState, section: Section): Play | undefined {
  return state.turnState.plays.find((p) => p.cardClass === 'field' && p.sections.includes(section));
}

/** What a turn's orders need to know of a play: the engine's Play or a seat's PlayView. */
interface PlayLike {
  kind: CardKind;
  sections: readonly Section[];
  inspired: boolean;
}

/** The part of a turn (the engine's, or a seat's view of it) that says what may be ordered. */
export interface OrdersSoFar<P extends PlayLike = PlayLike> {
  plays: readonly P[];
  orders: Readonly<Record<string, { section: Section; source: OrderSource }>>;
  allocation: TurnState['allocation'];
}

function orderedBy(ts: Pick<OrdersSoFar, 'orders'>, source: OrderSource, sections: readonly Section[]): number {
  return Object.values(ts.orders).filter((o) => o.source === source && sections.includes(o.section)).length;
}

/** What a section's Field General may order under this turn's card: the play, the order
 *  source, how many units it orders at most (null: every qualifying unit, or the dice) and
 *  how many it has ordered. Null when no card reaches the section (the Initiative then).
 *  Shared by the referee's grants below and the Field General's screen. */
export function orderAllowance<P extends PlayLike>(ts: OrdersSoFar<P>, options: Pick<RulesOptions, 'leadershipGroupMax'>, section: Section): { play: P; source: OrderSource; max: number | null; used: number } | null {
  const first = ts.plays[0];
  if (first && cardDef(first.kind).class === 'army') {
    const def = cardDef(first.kind);
    if (def.class === 'army' && def.effect.kind === 'dice') return { play: first, source: 'dice', max: null, used: orderedBy(ts, 'dice', [section]) };
    return { play: first, source: 'army-card', max: ts.allocation?.[section] ?? 0, used: orderedBy(ts, 'army-card', [section]) };
  }
  const play = ts.plays.find((p) => cardDef(p.kind).class === 'field' && p.sections.includes(section));
  if (!play) return null;
  const def = cardDef(play.kind);
  if (def.class !== 'field') return null;
  if (def.orders.kind === 'per-section') return { play, source: 'field-card', max: def.orders.units * (play.inspired ? 2 : 1), used: orderedBy(ts, 'field-card', [section]) };
  const max = def.orders.max === 'leadershipGroupMax' ? options.leadershipGroupMax : def.orders.max;
  return { play, source: 'field-card', max, used: orderedBy(ts, 'field-card', play.sections) };
}

function anyQualifying(state: GameState, sections: Section[], qualifier: UnitQualifier): boolean {
  return liveUnits(state, state.activeArmy).some((u) => sections.some((s) => inSection(u, s)) && qualifies(state, u, qualifier));
}

const QUALIFIER_TEXT: Record<UnitQualifier, string> = {
  any: 'any unit or leader', light: 'light units', medium: 'medium units', heavy: 'heavy units',
  mounted: 'mounted units', foot: 'foot units', ranged: 'units that can fire', 'adjacent-to-enemy': 'units adjacent to an enemy unit',
};

function fieldGrant(state: GameState, play: Play, section: Section, unit: UnitState): OrderGrant {
  const def = cardDef(play.kind);
  if (def.class !== 'field') throw new Error('field play expected');
  const orders = def.orders;
  const name = play.inspired ? `the Inspired pair of ${def.name}` : def.name;
  const { max, used } = orderAllowance(state.turnState, state.options, section)!;
  if (orders.kind === 'per-section') {
    if (used >= max!) {
      return { ok: false, code: 'order/card_exhausted', message: `${name} lets the Field General order ${max} unit${max! > 1 ? 's' : ''} in his section, and all are ordered.` };
    }
    return { ok: true, source: 'field-card' };
  }
  // With no qualifying unit (a Leadership card: no leader in its sections), 1 unit of choice.
  const fallback = orders.fallbackOne && (orders.shape === 'leader-linked'
    ? !liveUnits(state, state.activeArmy).some((l) => isLeader(l) && play.sections.some((sec) => inSection(l, sec)))
    : !anyQualifying(state, orders.fallbackArmyWide ? ['left', 'center', 'right'] : play.sections, orders.qualifier));
  if (fallback) {
    if (used >= 1) return { ok: false, code: 'order/card_exhausted', message: `No unit qualifies for ${def.name}, so it orders 1 unit of choice instead, and that unit is ordered.` };
    return { ok: true, source: 'field-card' };
  }
  if (play.eligible) {
    // Clash of Shields: "all units adjacent to an enemy unit at the moment the card is played".
    if (!play.eligible.includes(unit.id)) return { ok: false, code: 'order/unit_does_not_qualify', message: `${def.name} orders the units that stood next to an enemy when it was played (${play.eligible.join(', ') || 'none'}); ${unit.id} did not.` };
  } else if (!qualifies(state, unit, orders.qualifier)) {
    return { ok: false, code: 'order/unit_does_not_qualify', message: `${def.name} orders ${QUALIFIER_TEXT[orders.qualifier]}; ${unit.id} is not one.` };
  }
  // No helmet on a Leadership card: a leader with a unit may not be ordered apart from it (the
  // official "Order Units and Leaders" page lists the helmet cards; Leadership is not one).
  if (orders.shape === 'leader-linked' && isLeader(unit) && hasUnitWith(state, unit)) {
    return { ok: false, code: 'order/no_helmet', message: `${def.name} bears no helmet symbol: leader ${unit.id} is with a unit and may not be ordered apart from it; order his unit, and he moves with it.` };
  }
  if (max !== null && used >= max) {
    return { ok: false, code: 'order/card_exhausted', message: `${def.name} orders at most ${max} units over the section${play.sections.length > 1 ? 's' : ''} it reaches, and ${used} are ordered.` };
  }
  if (orders.shape) {
    const refusal = groupRefusal(state, play, def.name, orders.shape, unit);
    if (refusal) return refusal;
  }
  return { ok: true, source: 'field-card' };
}

/** Where a unit stood when the turn began (sections move in parallel: a group is judged where
 *  its units stood when it was ordered, whatever a neighbour moved since). */
function startHex(state: GameState, u: UnitState): Hex {
  return state.turnState.trails[u.id]?.[0] ?? u.hex;
}

/** The units this play has ordered so far (over every section it reaches). */
export function groupSoFar(state: GameState, play: Pick<Play, 'sections'> & { kind: CardKind }): UnitState[] {
  const out: UnitState[] = [];
  for (const [id, o] of Object.entries(state.turnState.orders)) {
    if (o.source !== 'field-card' || !play.sections.includes(o.section)) continue;
    if (fieldPlayFor(state, o.section)?.kind !== play.kind) continue;
    const u = state.units[id];
    if (u) out.push(u);
  }
  return out;
}

/** Whether a unit of the leader's army stands with him. */
function hasUnitWith(state: GameState, leader: UnitState): boolean {
  return liveUnits(state, leader.army).some((u) => !isLeader(u) && sameHex(u.hex, leader.hex));
}

/** The card's group must stand in adjacent, linked hexes (Line Command, Double Time), and a
 *  Leadership card's group starts from the leader: each unit ordered must be next to (or with)
 *  one already ordered, so the group is linked whatever order the units are ordered in. */
function groupRefusal(state: GameState, play: Play, name: string, shape: 'linked' | 'leader-linked', unit: UnitState): OrderGrant | null {
  const group = groupSoFar(state, play);
  if (group.length === 0) {
    if (shape === 'leader-linked' && !isLeader(unit) && attachedLeaderCount(state, unit) === 0) {
      return { ok: false, code: 'order/leader_first', message: `${name} orders a leader and the units linked to him: order a leader first (alone, or the unit he is with); ${unit.id} has no leader with it.` };
    }
    return null;
  }
  const at = startHex(state, unit);
  if (group.some((g) => sameHex(startHex(state, g), at) || areAdjacent(startHex(state, g), at))) return null;
  return { ok: false, code: 'order/not_linked', message: `${unit.id} is not next to any unit ${name} has ordered (${group.map((g) => g.id).join(', ')}): its units stand in adjacent, linked hexes. Order a unit that links them first.` };
}

function attachedLeaderCount(state: GameState, unit: UnitState): number {
  return liveUnits(state, unit.army).filter((u) => isLeader(u) && sameHex(u.hex, unit.hex)).length;
}

function armyGrant(state: GameState, section: Section, unit: UnitState): OrderGrant {
  const ts = state.turnState;
  const play = ts.plays[0]!;
  const def = cardDef(play.kind);
  if (def.class !== 'army') throw new Error('army play expected');
  if (def.effect.kind === 'dice') return diceGrant(state, play, unit);
  if (def.effect.kind !== 'order') throw new Error('order effect expected');
  const { max: allocated, used } = orderAllowance(ts, state.options, section)!;
  if (used >= allocated!) {
    return { ok: false, code: 'order/allocation_exhausted', message: `The Overall Commander allocated ${allocated} order${allocated === 1 ? '' : 's'} of ${def.name} to this Field General, and all are used.` };
  }
  if (!ts.armyFallbackOne && !qualifies(state, unit, def.effect.qualifier) && !(def.effect.helmet && isLeader(unit))) {
    return { ok: false, code: 'order/unit_does_not_qualify', message: `${def.name} orders ${QUALIFIER_TEXT[def.effect.qualifier]}; ${unit.id} is not one.` };
  }
  return { ok: true, source: 'army-card' };
}

/** I Am Spartacus: each unit symbol orders one unit of that class, a helmet any unit. Rally
 *  orders the units it rallies (RallyUnit), or, with no leader on the battlefield, 1 unit of
 *  choice (its card: "If you do not have any leaders, issue an order to 1 unit of your
 *  choice"). */
function diceGrant(state: GameState, play: Play, unit: UnitState): OrderGrant {
  const def = cardDef(play.kind);
  if (def.class === 'army' && def.effect.kind === 'dice' && def.effect.use === 'rally') {
    if (liveUnits(state, state.activeArmy).some(isLeader)) {
      return { ok: false, code: 'order/no_orders', message: 'Rally orders the units it rallies: give a Rally die to a depleted unit in or next to a leader\'s hex (RallyUnit), and it is ordered.' };
    }
    if (Object.keys(state.turnState.orders).length >= 1) return { ok: false, code: 'order/card_exhausted', message: 'With no leader on the battlefield Rally orders 1 unit of your choice, and that unit is ordered.' };
    return { ok: true, source: 'army-card' };
  }
  if (def.class !== 'army' || def.effect.kind !== 'dice' || def.effect.use !== 'spartacus') {
    return { ok: false, code: 'order/no_orders', message: `${def.name} orders no units.` };
  }
  const pool = state.turnState.dicePool;
  const cls = isLeader(unit) ? null : (['light', 'medium', 'heavy'] as const).find((c) => qualifies(state, unit, c));
  if (cls && pool.includes(cls)) return { ok: true, source: 'dice', face: cls };
  if (pool.includes('leader')) return { ok: true, source: 'dice', face: 'leader' };
  return { ok: false, code: 'order/no_matching_die', message: `No unused I Am Spartacus die orders ${unit.id}: a unit symbol orders a unit of that class, a helmet any unit.` };
}

/** May this section's Field General order this unit now, and under what? */
export function grantFor(state: GameState, section: Section, unit: UnitState): OrderGrant {
  const ts = state.turnState;
  if (ts.plays[0]?.cardClass === 'army') return armyGrant(state, section, unit);
  const play = fieldPlayFor(state, section);
  if (play) return fieldGrant(state, play, section, unit);
  const init = ts.initiative[section];
  if (init && !init.resolved && init.outcome.startsWith('order-')) {
    const need = init.outcome === 'order-any' ? 'any' : (init.outcome.slice('order-'.length) as UnitQualifier);
    if (!qualifies(state, unit, need)) {
      return { ok: false, code: 'order/unit_does_not_qualify', message: `The Initiative roll (${init.face}) orders ${need === 'any' ? 'any unit or leader' : `one ${need} unit`}; ${unit.id} is not one.` };
    }
    return { ok: true, source: 'initiative' };
  }
  return { ok: false, code: 'order/no_orders', message: init
    ? 'This Field General\'s Initiative roll is used up; he has no other order to give this turn.'
    : 'This Field General received no Command card and no share of an Army card this turn; he may only try Field General\'s Initiative, when it is allowed.' };
}
