// What a Field General may order this turn, from the cards he was issued, his share of an
// Army card, his Initiative roll, or the dice of I Am Spartacus.
import type { Section } from '../board/hex.js';
import { cardDef, type UnitQualifier } from '../cards/catalog.js';
import type { OrderSource } from '../events.js';
import type { DieFace } from './random.js';
import type { GameState, Play, UnitState } from '../state.js';
import { inSection, isLeader, liveUnits, qualifies } from './queries.js';

export type OrderGrant =
  | { ok: true; source: OrderSource; face?: DieFace }
  | { ok: false; code: string; message: string };

export function fieldPlayFor(state: GameState, section: Section): Play | undefined {
  return state.turnState.plays.find((p) => p.cardClass === 'field' && p.sections.includes(section));
}

function orderedBy(state: GameState, source: OrderSource, sections: Section[]): number {
  return Object.values(state.turnState.orders).filter((o) => o.source === source && sections.includes(o.section)).length;
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
  if (orders.kind === 'per-section') {
    const allowed = orders.units * (play.inspired ? 2 : 1);
    if (orderedBy(state, 'field-card', [section]) >= allowed) {
      return { ok: false, code: 'order/card_exhausted', message: `${name} lets the Field General order ${allowed} unit${allowed > 1 ? 's' : ''} in his section, and all are ordered.` };
    }
    return { ok: true, source: 'field-card' };
  }
  const max = orders.max === 'leadershipGroupMax' ? state.options.leadershipGroupMax : orders.max;
  const used = orderedBy(state, 'field-card', play.sections);
  const fallback = orders.fallbackOne && !anyQualifying(state, play.sections, orders.qualifier);
  if (fallback) {
    if (used >= 1) return { ok: false, code: 'order/card_exhausted', message: `No unit qualifies for ${def.name}, so it orders 1 unit of choice instead, and that unit is ordered.` };
    return { ok: true, source: 'field-card' };
  }
  if (!qualifies(state, unit, orders.qualifier)) {
    return { ok: false, code: 'order/unit_does_not_qualify', message: `${def.name} orders ${QUALIFIER_TEXT[orders.qualifier]}; ${unit.id} is not one.` };
  }
  if (max !== null && used >= max) {
    return { ok: false, code: 'order/card_exhausted', message: `${def.name} orders at most ${max} units over the section${play.sections.length > 1 ? 's' : ''} it reaches, and ${used} are ordered.` };
  }
  return { ok: true, source: 'field-card' };
}

function armyGrant(state: GameState, section: Section, unit: UnitState): OrderGrant {
  const ts = state.turnState;
  const play = ts.plays[0]!;
  const def = cardDef(play.kind);
  if (def.class !== 'army') throw new Error('army play expected');
  if (def.effect.kind === 'dice') return diceGrant(state, play, unit);
  if (def.effect.kind !== 'order') throw new Error('order effect expected');
  const allocated = ts.allocation?.[section] ?? 0;
  if (orderedBy(state, 'army-card', [section]) >= allocated) {
    return { ok: false, code: 'order/allocation_exhausted', message: `The Overall Commander allocated ${allocated} order${allocated === 1 ? '' : 's'} of ${def.name} to this Field General, and all are used.` };
  }
  if (!ts.armyFallbackOne && !qualifies(state, unit, def.effect.qualifier)) {
    return { ok: false, code: 'order/unit_does_not_qualify', message: `${def.name} orders ${QUALIFIER_TEXT[def.effect.qualifier]}; ${unit.id} is not one.` };
  }
  return { ok: true, source: 'army-card' };
}

/** I Am Spartacus: each unit symbol orders one unit of that class, a helmet any unit. */
function diceGrant(state: GameState, play: Play, unit: UnitState): OrderGrant {
  const def = cardDef(play.kind);
  if (def.class !== 'army' || def.effect.kind !== 'dice' || def.effect.use !== 'spartacus') {
    return { ok: false, code: 'order/no_orders', message: `${def.name} returns blocks; it orders no units.` };
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
