import { describe, expect, it } from 'vitest';
import { CARDS, DECK_SIZE, deckCardIds } from './catalog.js';

describe('the Command deck (command-deck.md)', () => {
  it('has 60 cards, 120 with two decks, each id unique', () => {
    expect(DECK_SIZE).toBe(60);
    expect(new Set(deckCardIds(1).map((c) => c.id)).size).toBe(60);
    expect(new Set(deckCardIds(2).map((c) => c.id)).size).toBe(120);
  });
  it('matches the group totals: 27 section-group, 10 troop, 6 leadership, 17 tactic cards', () => {
    const count = (pred: (k: string) => boolean) => CARDS.filter((c) => pred(c.kind)).reduce((n, c) => n + c.count, 0);
    expect(count((k) => k.startsWith('order-two') || k.startsWith('order-three') || k.startsWith('order-four') || k === 'coordinated-attack' || k === 'out-flanked')).toBe(27);
    expect(count((k) => ['order-light-troops', 'order-medium-troops', 'order-heavy-troops', 'order-mounted'].includes(k))).toBe(10);
    expect(count((k) => k.includes('leadership'))).toBe(6);
    expect(count((k) => ['clash-of-shields', 'darken-the-sky', 'line-command', 'double-time', 'i-am-spartacus', 'move-fire-move', 'mounted-charge', 'rally', 'counter-attack', 'first-strike'].includes(k))).toBe(17);
  });
  it('classes the cards as the Epic lists do', () => {
    const cls = (k: string) => CARDS.find((c) => c.kind === k)!.class;
    expect(cls('line-command')).toBe('field');
    expect(cls('clash-of-shields')).toBe('field');
    expect(cls('order-light-troops')).toBe('army');
    expect(cls('counter-attack')).toBe('army');
    expect(cls('first-strike')).toBe('army');
  });
});
