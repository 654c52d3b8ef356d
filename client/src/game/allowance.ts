// What a Field General's orders allow this turn, in the words of the cards: how many units,
// which kind, over which sections, and how many are used (epic-ancients-rules.txt, "Field
// Command Card List", "Army Command Cards", "Field General's Initiative").
import type { Section } from '../../../engine/board/hex.js';
import { cardDef, type UnitQualifier } from '../../../engine/cards/catalog.js';
import { SECTION_NAMES } from './labels.js';
import type { ClientView } from './view.js';

const KIND: Record<UnitQualifier, string> = {
  any: 'units or leaders', light: 'light units', medium: 'medium units', heavy: 'heavy units',
  mounted: 'mounted units', foot: 'foot units', ranged: 'units that can fire', 'adjacent-to-enemy': 'units adjacent to an enemy',
};

export interface Allowance {
  /** The card (or source) and what it allows. */
  text: string;
  used: number;
  /** Units it may order, null when every qualifying unit may be ordered. */
  max: number | null;
}

function ordered(view: ClientView, source: string, sections: Section[]): number {
  return Object.values(view.turnState.orders).filter((o) => o.source === source && sections.includes(o.section)).length;
}

export function allowanceFor(view: ClientView, section: Section): Allowance | null {
  const ts = view.turnState;
  const army = ts.plays[0] && cardDef(ts.plays[0].kind).class === 'army' ? ts.plays[0] : null;
  if (army) {
    const def = cardDef(army.kind);
    if (def.class !== 'army') return null;
    if (def.effect.kind === 'dice') {
      const use = def.effect.use === 'rally' ? 'each unit symbol returns a block to a depleted unit of that class, a helmet to one with a leader' : 'each unit symbol orders a unit of that class, a helmet any unit';
      return { text: `${army.name}: dice shared by the Field Generals: ${use}.`, used: ordered(view, 'dice', [section]), max: null };
    }
    const share = ts.allocation?.[section] ?? 0;
    const what = ts.armyFallbackOne ? 'unit of your choice (no unit qualifies)' : KIND[def.effect.kind === 'order' ? def.effect.qualifier : 'any'];
    return { text: `${army.name} (Army Command ${ts.armyCommand ?? '?'}): your share is ${share} ${what}.`, used: ordered(view, 'army-card', [section]), max: share };
  }
  const play = ts.plays.find((p) => cardDef(p.kind).class === 'field' && p.sections.includes(section));
  if (!play) return null;
  const def = cardDef(play.kind);
  if (def.class !== 'field') return null;
  const others = play.sections.filter((s) => s !== section).map((s) => SECTION_NAMES[s]);
  const shared = others.length ? ` (shared with ${others.join(' and ')})` : '';
  if (def.orders.kind === 'per-section') {
    const max = def.orders.units * (play.inspired ? 2 : 1);
    return { text: `${play.name}${play.inspired ? ' ×2, Inspired Field General' : ''}: order up to ${max} ${KIND[def.orders.qualifier]} in your section.`, used: ordered(view, 'field-card', [section]), max };
  }
  const max = def.orders.max === 'leadershipGroupMax' ? view.options.leadershipGroupMax : def.orders.max;
  const limit = max === null ? `every ${KIND[def.orders.qualifier].replace(/s$/, '')}` : `up to ${max} ${KIND[def.orders.qualifier]}`;
  const fallback = def.orders.fallbackOne ? '; with none, one unit of your choice' : '';
  return { text: `${play.name}: order ${limit} over the section${play.sections.length > 1 ? 's' : ''} it reaches${shared}${fallback}.`, used: ordered(view, 'field-card', play.sections), max };
}
