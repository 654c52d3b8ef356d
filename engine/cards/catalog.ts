// The Command deck as data (command-deck.md, "The base Command deck"). A correction to a
// count or a card's reach is one line here.
import type { Section } from '../board/hex.js';

/** Which units a card may order. `any` also allows leaders. */
export type UnitQualifier = 'any' | 'light' | 'medium' | 'heavy' | 'mounted' | 'foot' | 'ranged' | 'adjacent-to-enemy';

/** How a Field card reaches sections (epic-ancients-rules.txt, "Field Command Card List"). */
export type FieldReach =
  /** Section card: only to the Field General of its own section. */
  | { kind: 'section'; section: Section }
  /** Clash of Shields, Darken the Sky: the one section it is issued to. */
  | { kind: 'one-section' }
  /** Leadership, Double Time (max 2) and Line Command (max 3): 1 section, or adjacent
   *  sections always involving Center; Inspired Leadership must include its section. */
  | { kind: 'span'; maxSections: 2 | 3; mustInclude?: Section }
  /** Coordinated Attack (all three) and Out Flanked (Left and Right). */
  | { kind: 'fixed'; sections: Section[] };

/** What a Field card lets each Field General it reaches order. */
export type FieldOrders =
  /** N units in each section reached (Order N Units; Coordinated Attack 1; Out Flanked 2). */
  | { kind: 'per-section'; units: number; qualifier: UnitQualifier }
  /** A group of qualifying units over all sections reached; `max` null = every qualifying
   *  unit. `fallbackOne`: with no qualifying unit, one unit of choice (command-deck.md). */
  | {
      kind: 'group';
      max: number | 'leadershipGroupMax' | null;
      qualifier: UnitQualifier;
      fallbackOne: boolean;
      /** `linked`: the units stand in adjacent, linked hexes (Line Command, Double Time);
       *  `leader-linked`: a leader and the units linked to his hex (Leadership). */
      shape?: 'linked' | 'leader-linked';
      /** The fallback ("if you do not have any foot units") looks at the whole army, not only
       *  the sections the card reaches. */
      fallbackArmyWide?: boolean;
    };

export type ArmyEffect =
  /** Orders units equal to Army Command, allocated by the Overall Commander. `helmet`: the card
   *  bears the helmet symbol, so a leader may be ordered (detached from his unit) too (the
   *  official "Order Units and Leaders" page: Order Mounted Troops). */
  | { kind: 'order'; qualifier: UnitQualifier; fallbackOne: boolean; helmet?: boolean }
  /** Rolls dice equal to Army Command (Rally, I Am Spartacus). */
  | { kind: 'dice'; use: 'rally' | 'spartacus' }
  /** Counter Attack: copies the opponent's last play. */
  | { kind: 'copy' }
  /** First Strike: a reaction in the opponent's battle step. */
  | { kind: 'reaction' };

export type CardDef =
  | { kind: CardKind; name: string; count: number; class: 'field'; special: boolean; reach: FieldReach; orders: FieldOrders; text: string }
  | { kind: CardKind; name: string; count: number; class: 'army'; special: boolean; effect: ArmyEffect; text: string };

export type CardKind =
  | 'order-two-left' | 'order-two-center' | 'order-two-right'
  | 'order-three-left' | 'order-three-center' | 'order-three-right'
  | 'order-four-left' | 'order-four-center' | 'order-four-right'
  | 'coordinated-attack' | 'out-flanked' | 'clash-of-shields' | 'darken-the-sky'
  | 'leadership-any-section' | 'inspired-left-leadership' | 'inspired-center-leadership' | 'inspired-right-leadership'
  | 'line-command' | 'double-time'
  | 'order-light-troops' | 'order-medium-troops' | 'order-heavy-troops' | 'order-mounted'
  | 'i-am-spartacus' | 'move-fire-move' | 'mounted-charge' | 'rally'
  | 'counter-attack' | 'first-strike';

const NUMBER_WORDS = { 2: 'Two', 3: 'Three', 4: 'Four' } as const;
const SECTION_NAMES: Record<Section, string> = { left: 'Left', center: 'Center', right: 'Right' };

function sectionCard(units: 2 | 3 | 4, section: Section, count: number): CardDef {
  const word = NUMBER_WORDS[units];
  return {
    kind: `order-${word.toLowerCase()}-${section}` as CardKind,
    name: `Order ${word} Units ${SECTION_NAMES[section]}`,
    count,
    class: 'field',
    special: false,
    reach: { kind: 'section', section },
    orders: { kind: 'per-section', units, qualifier: 'any' },
    text: `Issue an order to ${units} units or leaders in the ${SECTION_NAMES[section]} section.`,
  };
}

function leadership(kind: CardKind, name: string, count: number, mustInclude?: Section): CardDef {
  return {
    kind, name, count, class: 'field', special: true,
    reach: mustInclude ? { kind: 'span', maxSections: 2, mustInclude } : { kind: 'span', maxSections: 2 },
    orders: { kind: 'group', max: 'leadershipGroupMax', qualifier: 'any', fallbackOne: true, shape: 'leader-linked' },
    text: 'Order a leader and the units linked to him (adjacent, linked hexes); he may not detach; one section, or two adjacent sections with Center (counts 2).',
  };
}

function armyOrder(kind: CardKind, name: string, count: number, qualifier: UnitQualifier, fallbackOne: boolean, text: string): CardDef {
  return { kind, name, count, class: 'army', special: false, effect: { kind: 'order', qualifier, fallbackOne }, text };
}

export const CARDS: readonly CardDef[] = [
  sectionCard(2, 'left', 3), sectionCard(2, 'center', 4), sectionCard(2, 'right', 3),
  sectionCard(3, 'left', 3), sectionCard(3, 'center', 4), sectionCard(3, 'right', 3),
  sectionCard(4, 'left', 1), sectionCard(4, 'center', 1), sectionCard(4, 'right', 1),
  {
    kind: 'coordinated-attack', name: 'Coordinated Attack', count: 2, class: 'field', special: true,
    reach: { kind: 'fixed', sections: ['left', 'center', 'right'] },
    orders: { kind: 'per-section', units: 1, qualifier: 'any' },
    text: 'Each Field General orders one unit. Counts as three Field cards; no other Field card, no Initiative.',
  },
  {
    kind: 'out-flanked', name: 'Out Flanked', count: 2, class: 'field', special: true,
    reach: { kind: 'fixed', sections: ['left', 'right'] },
    orders: { kind: 'per-section', units: 2, qualifier: 'any' },
    text: 'Left and Right Field Generals each order two units. Counts as two Field cards; Center may still get one.',
  },
  {
    kind: 'clash-of-shields', name: 'Clash of Shields', count: 1, class: 'field', special: false,
    reach: { kind: 'one-section' },
    orders: { kind: 'group', max: null, qualifier: 'adjacent-to-enemy', fallbackOne: false },
    text: 'In Epic, applies only to the section it is issued to: order the units there adjacent to an enemy; they may not fire.',
  },
  {
    kind: 'darken-the-sky', name: 'Darken the Sky', count: 1, class: 'field', special: false,
    reach: { kind: 'one-section' },
    orders: { kind: 'group', max: null, qualifier: 'ranged', fallbackOne: true },
    text: 'In Epic, applies only to the section it is issued to: order the units there that can fire; each fires twice.',
  },
  leadership('leadership-any-section', 'Leadership Any Section', 3),
  leadership('inspired-left-leadership', 'Inspired Left Leadership', 1, 'left'),
  leadership('inspired-center-leadership', 'Inspired Center Leadership', 1, 'center'),
  leadership('inspired-right-leadership', 'Inspired Right Leadership', 1, 'right'),
  {
    kind: 'line-command', name: 'Line Command', count: 4, class: 'field', special: true,
    reach: { kind: 'span', maxSections: 3 },
    orders: { kind: 'group', max: null, qualifier: 'foot', fallbackOne: true, shape: 'linked', fallbackArmyWide: true },
    text: 'Order a group of foot units in adjacent, linked hexes; each moves no more than 1 hex, then may battle. No foot units: order 1 unit of your choice. Counts 1, 2 (adjacent sections with Center) or 3 (all sections).',
  },
  {
    kind: 'double-time', name: 'Double Time', count: 2, class: 'field', special: true,
    reach: { kind: 'span', maxSections: 2 },
    orders: { kind: 'group', max: 4, qualifier: 'foot', fallbackOne: true, shape: 'linked', fallbackArmyWide: true },
    text: 'Order 4 or fewer foot units in adjacent, linked hexes; each but war machines may move 2 hexes and still close combat (warriors 2 or 3, then must close combat); they may not fire. No foot units: order 1 unit of your choice. Counts 1, or 2 across adjacent sections with Center.',
  },
  armyOrder('order-light-troops', 'Order Light Troops', 4, 'light', true, 'Order light units equal to Army Command; light foot may move through friendly units.'),
  armyOrder('order-medium-troops', 'Order Medium Troops', 3, 'medium', true, 'Order medium units equal to Army Command.'),
  armyOrder('order-heavy-troops', 'Order Heavy Troops', 2, 'heavy', true, 'Order heavy units equal to Army Command.'),
  { kind: 'order-mounted', name: 'Order Mounted', count: 1, class: 'army', special: false, effect: { kind: 'order', qualifier: 'mounted', fallbackOne: true, helmet: true }, text: 'Order mounted units equal to Army Command; helmet: a leader may be ordered, detached from his unit.' },
  { kind: 'i-am-spartacus', name: 'I Am Spartacus', count: 1, class: 'army', special: false, effect: { kind: 'dice', use: 'spartacus' }, text: 'Roll dice equal to Army Command; each unit symbol orders a unit of that class, a helmet any unit. Reshuffle afterwards.' },
  armyOrder('move-fire-move', 'Move-Fire-Move', 2, 'ranged', false, 'Order units that can fire, equal to Army Command: move, fire, move.'),
  armyOrder('mounted-charge', 'Mounted Charge', 2, 'mounted', false, 'Order mounted units equal to Army Command; they charge.'),
  { kind: 'rally', name: 'Rally', count: 1, class: 'army', special: false, effect: { kind: 'dice', use: 'rally' }, text: 'Roll dice equal to Army Command; each unit symbol or helmet returns a block to a depleted unit (of that class; a helmet any) in or next to a leader\'s hex, elephants and chariots excepted; rallied units are ordered and may move and battle. No leaders: order 1 unit of your choice.' },
  { kind: 'counter-attack', name: 'Counter Attack', count: 2, class: 'army', special: true, effect: { kind: 'copy' }, text: "Issue the same order the opponent played on their last turn (left and right swap)." },
  { kind: 'first-strike', name: 'First Strike', count: 1, class: 'army', special: true, effect: { kind: 'reaction' }, text: 'Reaction: when an enemy unit declares a close combat on one of your units, yours battles first with two additional dice.' },
];

const BY_KIND = new Map<CardKind, CardDef>(CARDS.map((c) => [c.kind, c]));

export function cardDef(kind: CardKind): CardDef {
  const def = BY_KIND.get(kind);
  if (!def) throw new Error(`unknown card kind ${kind}`);
  return def;
}

export function isCardKind(value: string): value is CardKind {
  return BY_KIND.has(value as CardKind);
}

export const DECK_SIZE = CARDS.reduce((n, c) => n + c.count, 0);

/** Card ids of one or two decks, in catalogue order: `order-two-left#1`, ... (deck 2: `#b1`). */
export function deckCardIds(decks: 1 | 2): { id: string; kind: CardKind }[] {
  const out: { id: string; kind: CardKind }[] = [];
  for (let d = 0; d < decks; d++) {
    for (const c of CARDS) {
      for (let i = 1; i <= c.count; i++) out.push({ id: `${c.kind}#${d === 0 ? '' : 'b'}${i}`, kind: c.kind });
    }
  }
  return out;
}

/** Section cards qualify for an Inspired Field General pair (epic-ancients-rules.txt). */
export function isSectionCard(kind: CardKind): boolean {
  const def = cardDef(kind);
  return def.class === 'field' && def.reach.kind === 'section';
}
