// Cards travel as their ids (`<kind>#<n>`); the client rebuilds names and texts from the
// engine's catalogue.
import { cardDef, isCardKind, type CardKind } from '../../../engine/cards/catalog.js';
import type { CardView, PlayView } from '../../../engine/view.js';

export function cardKindOf(id: string): CardKind | null {
  const kind = id.split('#')[0] ?? '';
  return isCardKind(kind) ? kind : null;
}

export function cardOf(id: string): CardView {
  const kind = cardKindOf(id);
  if (!kind) return { id, kind: 'order-two-left', name: id, cardClass: 'field', text: 'Unknown card.' };
  const def = cardDef(kind);
  return { id, kind, name: def.name, cardClass: def.class, text: def.text };
}

/** A card as it arrives: its id (compact JSON) or already a card view. */
export type WireCard = string | CardView;

export function expandCard(c: WireCard): CardView {
  return typeof c === 'string' ? cardOf(c) : c;
}

export type WirePlay = Omit<PlayView, 'cards'> & { cards: WireCard[] };

export function expandPlay(p: WirePlay): PlayView {
  return { ...p, cards: p.cards.map(expandCard) };
}
