// What a Field General's orders allow this turn, in the words of the cards: how many units,
// which kind, over which sections, and how many are used (epic-ancients-rules.txt, "Field
// Command Card List", "Army Command Cards", "Field General's Initiative").
import type { Section } from '../../../engine/board/hex.js';
import { cardDef, type UnitQualifier } from '../../../engine/cards/catalog.js';
import { orderAllowance } from '../../../engine/rules/grants.js';
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

export function allowanceFor(view: ClientView, section: Section): Allowance | null {
  const ts = view.turnState;
  // How many and how many used: the engine's own count (engine/rules/grants.ts); here only the words.
  const a = orderAllowance(ts, view.options, section);
  if (!a) return null;
  const { play, used, max } = a;
  const def = cardDef(play.kind);
  if (def.class === 'army') {
    if (def.effect.kind === 'dice') {
      const use = def.effect.use === 'rally' ? "each unit symbol returns a block to a depleted unit of that class in or next to a leader's hex, a helmet to any such unit (no elephants or chariots); a rallied unit is ordered and may move and battle" : 'each unit symbol orders a unit of that class, a helmet any unit or leader';
      return { text: `${play.name}: dice shared by the Field Generals: ${use}.`, used, max };
    }
    const what = ts.armyFallbackOne ? 'unit of your choice (no unit qualifies)' : KIND[def.effect.kind === 'order' ? def.effect.qualifier : 'any'];
    return { text: `${play.name} (Army Command ${ts.armyCommand ?? '?'}): your share is ${max} ${what}.`, used, max };
  }
  const others = play.sections.filter((s) => s !== section).map((s) => SECTION_NAMES[s]);
  const shared = others.length ? ` (shared with ${others.join(' and ')})` : '';
  if (def.orders.kind === 'per-section') {
    return { text: `${play.name}${play.inspired ? ' ×2, Inspired Field General' : ''}: order up to ${max} ${KIND[def.orders.qualifier]} in your section.`, used, max };
  }
  const limit = max === null ? `every ${KIND[def.orders.qualifier].replace(/s$/, '')}` : `up to ${max} ${KIND[def.orders.qualifier]}`;
  const fallback = def.orders.fallbackOne ? '; with none, one unit of your choice' : '';
  return { text: `${play.name}: order ${limit} over the section${play.sections.length > 1 ? 's' : ''} it reaches${shared}${fallback}.`, used, max };
}
