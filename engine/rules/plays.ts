// Counting Field card plays (epic-ancients-rules.txt, "Field Command Cards", "Leadership
// Cards", "Inspired Field General Play") and resolving what a Counter Attack copies
// (command-deck.md, "Counter Attack").
import { mirrorSection, type Section } from '../board/hex.js';
import { cardDef, type CardKind } from '../cards/catalog.js';
import type { GameState, Play } from '../state.js';
import { otherArmy } from '../board/hex.js';

/** "The Overall Commander may play up to 3 Field Command cards on a turn." */
export const FIELD_CARD_LIMIT = 3;

/** How many Field cards a play counts as. */
export function fieldCount(kind: CardKind, sections: Section[], inspired: boolean): number {
  if (inspired) return 2; // "an Inspired Field General play will count as 2 Field Command cards"
  const def = cardDef(kind);
  if (def.class !== 'field') return 0;
  switch (def.reach.kind) {
    case 'fixed':
      return def.reach.sections.length; // Coordinated Attack 3, Out Flanked 2
    case 'span':
      return sections.length; // Leadership / Double Time / Line Command: 1, 2 or 3
    default:
      return 1;
  }
}

export function fieldCardsCounted(plays: Play[]): number {
  return plays.filter((p) => p.cardClass === 'field').reduce((n, p) => n + fieldCount(p.kind, p.sections, p.inspired), 0);
}

/** The card a Counter Attack acts as: left and right swap for section cards and Inspired
 *  Leadership; Leadership Any Section keeps the opponent's chosen section. */
export function counterAttackKind(kind: CardKind): CardKind {
  const swap: Partial<Record<CardKind, CardKind>> = {
    'order-two-left': 'order-two-right', 'order-two-right': 'order-two-left',
    'order-three-left': 'order-three-right', 'order-three-right': 'order-three-left',
    'order-four-left': 'order-four-right', 'order-four-right': 'order-four-left',
    'inspired-left-leadership': 'inspired-right-leadership', 'inspired-right-leadership': 'inspired-left-leadership',
  };
  return swap[kind] ?? kind;
}

export function counterAttackSections(copied: Play): Section[] | null {
  if (copied.kind === 'leadership-any-section') return [...copied.sections];
  const def = cardDef(copied.kind);
  if (def.class === 'field' && def.reach.kind === 'section') return [mirrorSection(def.reach.section)];
  return null;
}

/** The opponent's plays of their last turn that a Counter Attack may copy. */
export function copyablePlays(state: GameState): Play[] {
  return state.armies[otherArmy(state.activeArmy)].lastTurnPlays;
}
