// The rules audit, Command cards: each sentence of the official card pages (Double Time, Line
// Command, Rally, Counter Attack), the Command card FAQ and the "Order Units and Leaders" page,
// with the Epic text where it decides how a card is issued; where no official card page was
// found, the project's card reference (command-deck.md, secondary) marked unconfirmed. Each row
// has its scripted case: one built here, or one of the JSON cases of test/rules/.
import { readFileSync } from 'node:fs';
import type { DieFace } from '../../../engine/rules/random.js';
import type { UnitType } from '../../../engine/units/catalog.js';
import type { SourceKey } from '../../../engine/rules/sources.js';
import type { Section } from '../../../engine/board/hex.js';
import { battleAccepted, battleRefused, endOrders, H, move, order, rollsDice, south, steps, type CaseUnit, type Check, type Script, type TurnSpec } from './case-builder.js';
import { makeRow, optionText, slugOf, type RowParts } from './make-row.js';
import type { AuditRow } from './types.js';

/** A row with a case built here (spec, check), or one of the JSON cases of test/rules/ (file). */
type CardRow = Omit<RowParts, 'id' | 'area' | 'subject' | 'spec' | 'check'> & { card: string; slug: string; spec?: TurnSpec; check?: Check; file?: string };

function fromFile(file: string): { script: Script; referee: string } {
  const json = JSON.parse(readFileSync(new URL(`../${file}.json`, import.meta.url), 'utf8')) as Script;
  return { script: json, referee: `${json.name} (\`test/rules/${file}.json\`)` };
}

function make(r: CardRow): AuditRow {
  const { card, slug, file, spec, check, ...parts } = r;
  const id = `${slugOf(card)}/${slug}`;
  const status = r.status ?? (r.option ? 'option' : r.source === 'command-deck' ? 'unconfirmed' : 'agrees');
  if (file) {
    const option = optionText(r.option);
    return { id, area: 'Command cards', subject: card, point: r.point, official: r.official, source: r.source, status, ...(option ? { option } : {}), ...fromFile(file) };
  }
  return makeRow({ ...parts, status, id, area: 'Command cards', subject: card, spec: spec!, check: check! });
}

const u = (id: string, type: UnitType, col: number, row: number, blocks?: number): CaseUnit => ({ id, type, hex: H(col, row), ...(blocks ? { blocks } : {}) });
const FAR = u('n9', 'medium-infantry', 22, 0);
const ARMY = (center: number, left = 0, right = 0) => ({ allocation: { left, center, right } as Record<Section, number> });
const faces = (...f: DieFace[]): DieFace[] => [...f, 'light', 'light', 'light', 'light', 'light', 'light'];
const refusedOrder = (id: string, code: string, referee: string, ...before: string[]): Check => steps(referee, ...before.map((b) => order(b)), order(id, { rejected: code }));

const DT = 'cards/double-time' as const;
const LC = 'cards/line-command' as const;
const RA = 'cards/rally' as const;
const CA = 'cards/counter-attack' as const;
const OU = 'order-units' as const;
const FAQ = 'faq/cards' as const;
const DECK = 'command-deck' as const;

/** Double Time to the Center: a unit at (9,6) ordered, then moves east. */
function doubleTimeMove(type: UnitType, hexes: number, expect: 'accepted' | string, extra: CaseUnit[] = [FAR]): { spec: TurnSpec; check: Check } {
  const path = Array.from({ length: hexes }, (_, i) => H(10 + i, 6));
  return {
    spec: { units: [u('s1', type, 9, 6), ...extra], card: 'double-time#1', cardSections: ['center'], order: ['s1'], until: 'orders' },
    check: steps(expect === 'accepted' ? `moves ${hexes} hexes` : `refuses ${hexes} hexes (\`${expect}\`)`, ...endOrders(), move('s1', path, expect === 'accepted' ? 'accepted' : { rejected: expect })),
  };
}

/** Double Time: the unit moves two hexes east to (11,6), next to an enemy at (12,6), and closes. */
function doubleTimeCloses(type: UnitType, hexes = 2): { spec: TurnSpec; check: Check } {
  const path = Array.from({ length: hexes }, (_, i) => H(10 + i, 6));
  return {
    spec: { units: [u('s1', type, 9, 6), u('n1', 'medium-infantry', 10 + hexes, 6)], card: 'double-time#1', cardSections: ['center'], order: ['s1'], moves: [{ id: 's1', path }], dice: faces() },
    check: battleAccepted('s1', 'n1', { events: [{ type: 'BattleDeclared', closeCombat: true }] }, 'center', `moves ${hexes} hexes and closes`),
  };
}

export function cardRows(): AuditRow[] {
  const rows: CardRow[] = [
    // Section cards ("Order Units and Leaders"; the Epic text for who gets them).
    ...([['two', 2], ['three', 3], ['four', 4]] as const).map(([word, n]): CardRow => ({
      card: `Order ${word[0]!.toUpperCase()}${word.slice(1)} Units Center`, slug: 'orders-n', point: `orders ${n} units or leaders in its section`, official: `issue an order to ${n} units or leaders in the section`, source: OU,
      spec: { units: [...Array.from({ length: n + 1 }, (_, i) => u(`s${i + 1}`, 'medium-infantry', 9 + i, 6)), FAR], card: `order-${word}-center#1`, until: 'orders' },
      check: refusedOrder(`s${n + 1}`, 'order/card_exhausted', `orders ${n}; the ${n + 1}th is refused`, ...Array.from({ length: n }, (_, i) => `s${i + 1}`)),
    })),
    { card: 'Section cards', slug: 'own-section', point: 'given to its own section', official: 'a section card may only be given to the Field General of its section (Epic)', source: 'epic', file: 'cmd-section-card-wrong-section' },
    { card: 'Section cards', slug: 'helmet-detaches-leader', point: 'helmet symbol', official: 'a section card bears the helmet: a leader with a unit may be ordered to detach and move alone', source: OU, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('sl', 'leader', 10, 6), FAR], card: 'order-two-center#1', order: ['sl'], until: 'orders' }, check: steps('the leader moves away alone; his unit stays', ...endOrders(), move('sl', [H(11, 6), H(12, 6)]), { seat: 'south:center', command: { type: 'EndMoves', section: 'center' }, assert: { units: { sl: { hex: H(12, 6) }, s1: { hex: H(10, 6) } } } }) },
    { card: 'Section cards', slug: 'detached-leader-costs-order', point: 'a detached leader\'s order', official: 'each leader detached costs one order; his unit is not thereby ordered', source: OU, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('sl', 'leader', 10, 6), u('s2', 'medium-infantry', 12, 6), FAR], card: 'order-two-center#1', until: 'orders' }, check: refusedOrder('s2', 'order/card_exhausted', 'the leader and his unit take both orders', 'sl', 's1') },
    { card: 'Section cards', slug: 'one-order-a-unit', point: 'one order a unit', official: 'no unit or leader may receive more than one order', source: OU, spec: { units: [u('s1', 'medium-infantry', 10, 6), FAR], card: 'order-two-center#1', until: 'orders' }, check: refusedOrder('s1', 'order/already_ordered', 'a second order to the unit is refused', 's1') },
    { card: 'Section cards', slug: 'section-line', point: 'a unit on a section line', official: 'a unit on a hex cut by a section line may be ordered from either section', source: OU, spec: { units: [u('s1', 'medium-infantry', 8, 6), FAR], card: 'order-two-left#1', until: 'orders' }, check: steps('the Left Field General orders it', order('s1', 'accepted', 'left')) },
    // Leadership (its card page was not found; the Epic text and "Order Units and Leaders").
    { card: 'Leadership', slug: 'leader-first', point: 'the leader\'s group', official: 'a Leadership card orders a leader and the units of his group (its card page not found: the referee orders the leader, or the unit he is with, first)', source: DECK, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('s2', 'medium-infantry', 11, 6), u('sl', 'leader', 11, 6), FAR], card: 'leadership-any-section#1', cardSections: ['center'], until: 'orders' }, check: steps('a unit without the leader first is refused (`order/leader_first`); the leader\'s unit, then its neighbour, accepted', order('s1', { rejected: 'order/leader_first' }), order('s2'), order('s1')) },
    { card: 'Leadership', slug: 'linked', point: 'a linked group', official: 'the group stands in adjacent, linked hexes (its card page not found)', source: DECK, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('sl', 'leader', 10, 6), u('s2', 'medium-infantry', 13, 6), FAR], card: 'leadership-any-section#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s2', 'order/not_linked', 'a unit not next to the group is refused (`order/not_linked`)', 's1') },
    { card: 'Leadership', slug: 'no-helmet', point: 'no helmet symbol', official: 'a leader may not detach from his unit on a Leadership card (no helmet; the 2nd-edition text says it outright)', source: OU, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('sl', 'leader', 10, 6), FAR], card: 'leadership-any-section#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('sl', 'order/no_helmet', 'the leader with a unit may not be ordered alone (`order/no_helmet`)') },
    { card: 'Leadership', slug: 'lone-leader-group', point: 'a lone leader\'s group', official: 'a lone leader and the units linked to his hex (its card page not found)', source: DECK, spec: { units: [u('sl', 'leader', 10, 6), u('s1', 'medium-infantry', 11, 6), u('s2', 'medium-infantry', 12, 6), FAR], card: 'leadership-any-section#1', cardSections: ['center'], until: 'orders' }, check: steps('orders the lone leader, then the units linked to him', order('sl'), order('s1'), order('s2')) },
    { card: 'Leadership', slug: 'group-size', point: 'how many units', official: 'not found; the referee\'s reading: 4 (rules option leadershipGroupMax)', source: 'rules-decisions', status: 'unconfirmed', spec: { units: [u('sl', 'leader', 9, 6), ...Array.from({ length: 4 }, (_, i) => u(`s${i + 1}`, 'medium-infantry', 10 + i, 6)), FAR], card: 'leadership-any-section#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s4', 'order/card_exhausted', 'orders 4, the 5th refused', 'sl', 's1', 's2', 's3') },
    { card: 'Leadership', slug: 'no-leader-fallback', point: 'no leader', official: 'with no qualifying unit, order 1 unit of choice (command-deck.md)', source: DECK, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('s2', 'medium-infantry', 14, 6), FAR], card: 'leadership-any-section#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s2', 'order/card_exhausted', 'with no leader: 1 unit of choice', 's1') },
    { card: 'Leadership', slug: 'two-sections', point: 'two sections', official: 'it counts two Field cards when given to two adjacent sections (Epic)', source: 'epic', file: 'cmd-leadership-two-sections' },
    { card: 'Inspired Left Leadership', slug: 'own-section', point: 'its section', official: 'an Inspired Leadership card orders in its named section (Epic)', source: 'epic', file: 'cmd-inspired-left-leadership' },
    // Line Command (its official card page).
    { card: 'Line Command', slug: 'foot-only', point: 'which units', official: 'it orders a group of foot units', source: LC, spec: { units: [u('s1', 'medium-cavalry', 10, 6), u('s2', 'medium-infantry', 11, 6), FAR], card: 'line-command#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s1', 'order/unit_does_not_qualify', 'a mounted unit is refused') },
    { card: 'Line Command', slug: 'linked', point: 'a linked group', official: 'the units stand in adjacent linked hexes', source: LC, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('s2', 'medium-infantry', 13, 6), FAR], card: 'line-command#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s2', 'order/not_linked', 'a unit not next to the line is refused (`order/not_linked`)', 's1') },
    { card: 'Line Command', slug: 'one-hex', point: 'how far', official: 'each unit may move no more than one hex', source: LC, ...doubleTimeMoveAs('line-command#1', 'light-infantry', 2, 'move/too_far') },
    { card: 'Line Command', slug: 'one-hex-then-battle', point: 'battle after moving', official: 'it may move one hex, then fire or close combat if eligible', source: LC, spec: { units: [u('s1', 'heavy-infantry', 9, 6), u('n1', 'medium-infantry', 11, 6)], card: 'line-command#1', cardSections: ['center'], order: ['s1'], moves: [{ id: 's1', path: [H(10, 6)] }], dice: faces() }, check: battleAccepted('s1', 'n1', { events: [{ type: 'BattleDeclared', closeCombat: true }] }, 'center', 'moves 1 and closes') },
    { card: 'Line Command', slug: 'fire-after-one', point: 'fire', official: 'missile units that stay or move 1 hex may fire', source: LC, spec: { units: [u('s1', 'light-bow-infantry', 9, 6), u('n1', 'medium-infantry', 12, 6)], card: 'line-command#1', cardSections: ['center'], order: ['s1'], moves: [{ id: 's1', path: [H(10, 6)] }], dice: faces() }, check: rollsDice('s1', 'n1', 1) },
    { card: 'Line Command', slug: 'single-unit', point: 'a line of one', official: 'a single foot unit is a valid line', source: LC, spec: { units: [u('s1', 'medium-infantry', 10, 6), FAR], card: 'line-command#1', cardSections: ['center'], until: 'orders' }, check: steps('orders one unit', order('s1')) },
    { card: 'Line Command', slug: 'momentum', point: 'momentum', official: 'units may momentum advance after a successful close combat', source: LC, spec: { units: [u('s1', 'heavy-infantry', 10, 6), u('n1', 'medium-infantry', 11, 6, 1)], card: 'line-command#1', cardSections: ['center'], order: ['s1'], dice: faces('medium') }, check: battleAccepted('s1', 'n1', { events: [{ type: 'BattleChoiceAwaited', choice: { kind: 'momentum' } }] }, 'center', 'offers the momentum advance') },
    { card: 'Line Command', slug: 'no-foot-fallback', point: 'no foot units', official: 'if you do not have any foot units, order 1 unit of your choice', source: LC, spec: { units: [u('s1', 'medium-cavalry', 10, 6), u('s2', 'light-cavalry', 12, 6), FAR], card: 'line-command#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s2', 'order/card_exhausted', 'with no foot unit in the army: 1 unit of choice', 's1') },
    { card: 'Line Command', slug: 'fallback-army-wide', point: 'no foot units, army-wide', official: '"if you do not have any foot units": a foot unit elsewhere leaves no unit of choice', source: LC, spec: { units: [u('s1', 'medium-cavalry', 10, 6), u('s2', 'medium-infantry', 2, 6), FAR], card: 'line-command#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s1', 'order/unit_does_not_qualify', 'the army has foot units: the mounted unit is refused') },
    { card: 'Line Command', slug: 'three-sections', point: 'sections', official: 'it may span two or three sections (Epic: counts 1, 2 or 3)', source: 'epic', file: 'cmd-line-command-three-sections' },
    // Double Time (its official card page and FAQ).
    { card: 'Double Time', slug: 'four-units', point: 'how many units', official: 'it orders 4 or fewer foot units in a group', source: DT, spec: { units: [...Array.from({ length: 5 }, (_, i) => u(`s${i + 1}`, 'medium-infantry', 9 + i, 6)), FAR], card: 'double-time#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s5', 'order/card_exhausted', 'orders 4; the 5th refused', 's1', 's2', 's3', 's4') },
    { card: 'Double Time', slug: 'linked', point: 'a linked group', official: 'the units stand in adjacent linked hexes', source: DT, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('s2', 'medium-infantry', 13, 6), FAR], card: 'double-time#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s2', 'order/not_linked', 'a unit not next to the group is refused', 's1') },
    { card: 'Double Time', slug: 'heavy-infantry-two', point: 'heavy infantry', official: 'each ordered unit may move two hexes and still close combat', source: DT, ...doubleTimeCloses('heavy-infantry') },
    { card: 'Double Time', slug: 'medium-infantry-two', point: 'medium infantry', official: 'medium infantry, which normally move 1 and battle, may move 2 and still battle (FAQ)', source: DT, ...doubleTimeCloses('medium-infantry') },
    { card: 'Double Time', slug: 'auxilia-two', point: 'auxilia', official: 'auxilia may move 2 hexes and still close combat', source: DT, ...doubleTimeCloses('auxilia-infantry') },
    { card: 'Double Time', slug: 'heavy-infantry-not-three', point: 'heavy infantry, three hexes', official: 'two hexes, no more', source: DT, ...doubleTimeMove('heavy-infantry', 3, 'move/too_far') },
    { card: 'Double Time', slug: 'warriors-three', point: 'warriors', official: 'warriors may move 2 or 3 hexes, but must close combat', source: DT, ...doubleTimeCloses('warrior-infantry', 3) },
    { card: 'Double Time', slug: 'warriors-three-need-enemy', point: 'warriors, no enemy', official: 'warriors moving 3 must close combat: the move must end next to an enemy', source: DT, ...doubleTimeMove('warrior-infantry', 3, 'move/charge_needs_enemy') },
    { card: 'Double Time', slug: 'light-foot-no-advantage', point: 'light foot', official: 'light foot gain no movement advantage', source: DT, ...doubleTimeMove('light-infantry', 3, 'move/too_far') },
    { card: 'Double Time', slug: 'war-machines-no-bonus', point: 'war machines', official: 'each unit except war machines may move two hexes', source: DT, ...doubleTimeMove('light-war-machine', 2, 'move/too_far') },
    { card: 'Double Time', slug: 'heavy-war-machines-no-bonus', point: 'heavy war machines', official: 'each unit except war machines may move two hexes', source: DT, ...doubleTimeMove('heavy-war-machine', 2, 'move/too_far') },
    { card: 'Double Time', slug: 'warriors-two', point: 'warriors, two hexes', official: 'warriors may move 2 or 3 hexes, but must close combat', source: DT, ...doubleTimeCloses('warrior-infantry', 2) },
    { card: 'Double Time', slug: 'warriors-must-close', point: 'warriors must close', official: 'warriors that moved 2 or 3 must close combat: the battles do not end before they have', source: DT, spec: { units: [u('s1', 'warrior-infantry', 9, 6), u('n1', 'medium-infantry', 13, 6)], card: 'double-time#1', cardSections: ['center'], order: ['s1'], moves: [{ id: 's1', path: [H(10, 6), H(11, 6), H(12, 6)] }], dice: faces() }, check: steps('ending the battles is refused (`battle/charge_must_close`)', south({ type: 'EndBattles', section: 'center' }, { expect: { rejected: 'battle/charge_must_close' } })) },
    { card: 'Double Time', slug: 'war-machines-foot', point: 'war machines are foot', official: 'war machines are among the foot units it orders', source: DT, spec: { units: [u('s1', 'light-war-machine', 10, 6), FAR], card: 'double-time#1', cardSections: ['center'], until: 'orders' }, check: steps('orders a war machine', order('s1')) },
    { card: 'Double Time', slug: 'war-machines-not-foot-option', point: 'war machines are foot', official: 'rules option: war machines are not foot units', source: 'rules-decisions', option: { warMachinesAreFoot: false }, spec: { units: [u('s1', 'light-war-machine', 10, 6), u('s2', 'medium-infantry', 12, 6), FAR], card: 'double-time#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s1', 'order/unit_does_not_qualify', 'a war machine is refused') },
    { card: 'Double Time', slug: 'no-fire', point: 'fire', official: 'ordered units may not fire', source: DT, spec: { units: [u('s1', 'light-bow-infantry', 9, 6), u('n1', 'medium-infantry', 11, 6)], card: 'double-time#1', cardSections: ['center'], order: ['s1'], dice: faces() }, check: battleRefused('s1', 'n1', 'battle/card_no_fire') },
    { card: 'Double Time', slug: 'terrain-applies', point: 'terrain', official: 'Double Time does not let units ignore terrain restrictions (FAQ)', source: DT, spec: { units: [u('s1', 'heavy-infantry', 9, 6), FAR], terrain: [{ hex: H(10, 6), terrain: 'forest' }], card: 'double-time#1', cardSections: ['center'], order: ['s1'], until: 'orders' }, check: steps('a forest still stops it', ...endOrders(), move('s1', [H(10, 6), H(11, 6)], { rejected: 'move/stopped_by_terrain' })) },
    { card: 'Double Time', slug: 'no-foot-fallback', point: 'no foot units', official: 'if you do not have any foot units, order 1 unit of your choice', source: DT, spec: { units: [u('s1', 'medium-cavalry', 10, 6), u('s2', 'light-cavalry', 12, 6), FAR], card: 'double-time#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s2', 'order/card_exhausted', 'with no foot unit in the army: 1 unit of choice', 's1') },
    { card: 'Double Time', slug: 'two-sections', point: 'sections', official: 'the group may span two sections (Epic: counts 2)', source: 'epic', file: 'cmd-double-time-two-sections' },
    // Line Command and Double Time, unit type by unit type.
    ...(['light-infantry', 'light-sling-infantry', 'light-bow-infantry', 'auxilia-infantry', 'medium-infantry', 'warrior-infantry', 'heavy-infantry', 'light-war-machine', 'heavy-war-machine'] as const).map((type): CardRow => ({
      card: 'Line Command', slug: `one-hex-${type}`, point: `how far: ${type.replace(/-/g, ' ')}`, official: 'each unit may move no more than one hex', source: LC, ...doubleTimeMoveAs('line-command#1', type, 2, type === 'warrior-infantry' ? 'move/too_far' : 'move/too_far'),
    })),
    ...(['light-infantry', 'light-sling-infantry', 'light-bow-infantry', 'auxilia-infantry', 'medium-infantry', 'warrior-infantry'] as const).map((type): CardRow => ({
      card: 'Line Command', slug: `battles-after-one-${type}`, point: `battle after one hex: ${type.replace(/-/g, ' ')}`, official: 'it may move one hex and then close combat if eligible', source: LC,
      spec: { units: [u('s1', type, 9, 6), u('n1', 'medium-infantry', 11, 6)], card: 'line-command#1', cardSections: ['center'], order: ['s1'], moves: [{ id: 's1', path: [H(10, 6)] }], dice: faces() },
      check: battleAccepted('s1', 'n1', { events: [{ type: 'BattleDeclared', closeCombat: true }] }, 'center', 'moves 1 and closes'),
    })),
    ...(['light-infantry', 'light-sling-infantry', 'light-bow-infantry'] as const).map((type): CardRow => ({
      card: 'Double Time', slug: `light-foot-closes-${type}`, point: `light foot: ${type.replace(/-/g, ' ')}`, official: 'light foot keep their own 2 hexes and close combat after them', source: DT, ...doubleTimeCloses(type),
    })),
    ...(['light-infantry', 'light-sling-infantry', 'auxilia-infantry'] as const).map((type): CardRow => ({
      card: 'Double Time', slug: `no-fire-${type}`, point: `fire: ${type.replace(/-/g, ' ')}`, official: 'ordered units may not fire', source: DT,
      spec: { units: [u('s1', type, 9, 6), u('n1', 'medium-infantry', 11, 6)], card: 'double-time#1', cardSections: ['center'], order: ['s1'], dice: faces() }, check: battleRefused('s1', 'n1', 'battle/card_no_fire'),
    })),
    ...(['medium-infantry', 'heavy-infantry'] as const).map((type): CardRow => ({
      card: 'Double Time', slug: `moves-two-${type}`, point: `moves two: ${type.replace(/-/g, ' ')}`, official: 'it may move two hexes and still close combat', source: DT, ...doubleTimeMove(type, 2, 'accepted'),
    })),
    // Troop cards, unit class by unit class (Army cards in Epic; their card pages were not found).
    ...([['order-light-troops', 'light-infantry', 'medium-infantry'], ['order-medium-troops', 'medium-infantry', 'heavy-infantry'], ['order-heavy-troops', 'heavy-infantry', 'light-infantry'], ['order-mounted', 'medium-cavalry', 'medium-infantry']] as const).flatMap(([card, yes, no]): CardRow[] => {
      const name = card === 'order-mounted' ? 'Order Mounted' : `Order ${card.split('-')[1]![0]!.toUpperCase()}${card.split('-')[1]!.slice(1)} Troops`;
      return [
        { card: name, slug: `orders-${yes}`, point: `orders ${yes.replace(/-/g, ' ')}`, official: `order ${card === 'order-mounted' ? 'mounted' : card.split('-')[1]} units equal to Command (command-deck.md)`, source: DECK, spec: { units: [u('s1', yes, 10, 6), u('s2', no, 12, 6), FAR], card: `${card}#1`, armyCard: ARMY(4), until: 'orders' }, check: steps('orders it', order('s1')) },
        { card: name, slug: `refuses-${no}`, point: `refuses ${no.replace(/-/g, ' ')}`, official: `only ${card === 'order-mounted' ? 'mounted' : card.split('-')[1]} units (command-deck.md)`, source: DECK, spec: { units: [u('s1', yes, 10, 6), u('s2', no, 12, 6), FAR], card: `${card}#1`, armyCard: ARMY(4), until: 'orders' }, check: refusedOrder('s2', 'order/unit_does_not_qualify', 'refuses it') },
      ];
    }),
    // Troop cards with none of their units, and their count of orders.
    ...([['order-light-troops', 'medium-infantry'], ['order-medium-troops', 'light-infantry'], ['order-heavy-troops', 'medium-infantry'], ['order-mounted', 'medium-infantry']] as const).flatMap(([card, other]): CardRow[] => {
      const name = card === 'order-mounted' ? 'Order Mounted' : `Order ${card.split('-')[1]![0]!.toUpperCase()}${card.split('-')[1]!.slice(1)} Troops`;
      return [
        { card: name, slug: 'none-one-of-choice', point: 'none of its units', official: 'with no unit of its kind on the battlefield, order 1 unit of your choice (command-deck.md; the FAQ for Order Heavy Troops)', source: DECK, spec: { units: [u('s1', other, 10, 6), u('s2', other, 12, 6), FAR], card: `${card}#1`, armyCard: ARMY(1), until: 'orders' }, check: refusedOrder('s2', 'order/allocation_exhausted', 'orders 1 unit of choice (the Overall Commander allocates that one order)', 's1') },
        { card: name, slug: 'equal-to-command', point: 'how many', official: 'order units equal to Command: in Epic, the Overall Commander allocates Army Command orders (Epic)', source: 'epic', spec: { units: [u('s1', card === 'order-mounted' ? 'medium-cavalry' : card === 'order-light-troops' ? 'light-infantry' : card === 'order-medium-troops' ? 'medium-infantry' : 'heavy-infantry', 10, 6), u('s2', card === 'order-mounted' ? 'heavy-cavalry' : card === 'order-light-troops' ? 'light-bow-infantry' : card === 'order-medium-troops' ? 'warrior-infantry' : 'heavy-infantry', 12, 6), FAR], card: `${card}#1`, armyCard: ARMY(1), until: 'orders' }, check: refusedOrder('s2', 'order/allocation_exhausted', 'orders as many as allocated, no more', 's1') },
      ];
    }),
    { card: 'Darken the Sky', slug: 'no-firing-units', point: 'no units that fire', official: 'with no unit that can fire, order 1 unit of choice (command-deck.md)', source: DECK, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('s2', 'medium-infantry', 12, 6), FAR], card: 'darken-the-sky#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s2', 'order/card_exhausted', 'orders 1 unit of choice', 's1') },
    { card: 'Line Command', slug: 'linked-across-sections', point: 'a line over two sections', official: 'the line may span sections; its units stay linked', source: LC, spec: { units: [u('s1', 'medium-infantry', 8, 6), u('s2', 'medium-infantry', 7, 6), u('s3', 'medium-infantry', 5, 6), FAR], card: 'line-command#1', cardSections: ['left', 'center'], until: 'orders' }, check: steps('the Left Field General extends the Center\'s line; a unit off it is refused', order('s1'), order('s2', 'accepted', 'left'), order('s3', { rejected: 'order/not_linked' }, 'left')) },
    { card: 'Double Time', slug: 'linked-across-sections', point: 'a group over two sections', official: 'the group may span two sections; its units stay linked', source: DT, spec: { units: [u('s1', 'medium-infantry', 8, 6), u('s2', 'medium-infantry', 7, 6), u('s3', 'medium-infantry', 5, 6), FAR], card: 'double-time#1', cardSections: ['left', 'center'], until: 'orders' }, check: steps('the Left Field General extends the Center\'s group; a unit off it is refused', order('s1'), order('s2', 'accepted', 'left'), order('s3', { rejected: 'order/not_linked' }, 'left')) },
    { card: 'Leadership', slug: 'linked-across-sections', point: 'a group over two sections', official: 'the leader\'s group may stand in two sections (Epic); linked to him (its card page not found)', source: DECK, spec: { units: [u('s1', 'medium-infantry', 8, 6), u('sl', 'leader', 8, 6), u('s2', 'medium-infantry', 7, 6), u('s3', 'medium-infantry', 5, 6), FAR], card: 'leadership-any-section#1', cardSections: ['left', 'center'], until: 'orders' }, check: steps('the Left Field General extends the leader\'s group; a unit off it is refused', order('s1'), order('s2', 'accepted', 'left'), order('s3', { rejected: 'order/not_linked' }, 'left')) },
    { card: 'Mounted Charge', slug: 'bonus-die-option', point: 'extra die', official: 'rules option: no extra die', source: 'rules-decisions', option: { mountedChargeBonusDice: 0 }, spec: { units: [u('s1', 'medium-cavalry', 10, 6), u('n1', 'medium-infantry', 11, 6)], card: 'mounted-charge#1', armyCard: ARMY(4), order: ['s1'], dice: faces() }, check: rollsDice('s1', 'n1', 3) },
    { card: 'Clash of Shields', slug: 'bonus-die-option', point: 'extra die', official: 'rules option: no extra die', source: 'rules-decisions', option: { clashOfShieldsBonusDice: 0 }, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('n1', 'medium-infantry', 11, 6)], card: 'clash-of-shields#1', cardSections: ['center'], order: ['s1'], dice: faces() }, check: rollsDice('s1', 'n1', 4) },
    // Troop cards (Army cards in Epic; their card pages were not found).
    { card: 'Order Medium Troops', slug: 'class', point: 'which units', official: 'order medium units equal to Command (command-deck.md)', source: DECK, file: 'ord-army-order-medium-only-class' },
    { card: 'Order Heavy Troops', slug: 'class', point: 'which units', official: 'order heavy units equal to Command (command-deck.md)', source: DECK, file: 'ord-army-order-heavy-only-class' },
    { card: 'Order Heavy Troops', slug: 'fallback', point: 'no heavy units', official: 'with one or more heavy units on the battlefield you must order heavies; with none, 1 unit of choice', source: FAQ, file: 'ord-army-order-troops-fallback-one' },
    { card: 'Order Mounted', slug: 'class', point: 'which units', official: 'order mounted units equal to Command (command-deck.md)', source: DECK, file: 'ord-army-order-mounted-class' },
    { card: 'Order Mounted', slug: 'helmet', point: 'helmet symbol', official: 'Order Mounted Troops bears the helmet: an attached leader may be ordered to detach and move alone', source: OU, spec: { units: [u('s1', 'medium-cavalry', 10, 6), u('sl', 'leader', 10, 6), FAR], card: 'order-mounted#1', armyCard: ARMY(4), order: ['sl'], until: 'orders' }, check: steps('the leader is ordered alone and moves away', ...endOrders(), move('sl', [H(11, 6)])) },
    { card: 'Order Light Troops', slug: 'no-helmet', point: 'no helmet symbol', official: 'only section cards, Order Mounted Troops and I Am Spartacus bear the helmet: a leader is not ordered by Order Light Troops', source: OU, spec: { units: [u('s1', 'light-infantry', 10, 6), u('sl', 'leader', 10, 6), FAR], card: 'order-light-troops#1', armyCard: ARMY(4), until: 'orders' }, check: refusedOrder('sl', 'order/unit_does_not_qualify', 'the leader is refused') },
    { card: 'Order Light Troops', slug: 'through-friends', point: 'light foot through friends', official: 'light foot may move through friendly units (the movement page\'s "Light Foot Exceptions"; its card page not found: the referee lets them pass, not end on, a friendly unit)', source: 'movement', status: 'unconfirmed', spec: { units: [u('s1', 'light-infantry', 9, 6), u('s2', 'heavy-infantry', 10, 6), FAR], card: 'order-light-troops#1', armyCard: ARMY(4), order: ['s1'], until: 'orders' }, check: steps('passes the friendly unit', ...endOrders(), move('s1', [H(10, 6)], { rejected: 'move/occupied' }), move('s1', [H(10, 6), H(11, 6)])) },
    { card: 'Order Light Troops', slug: 'cavalry-not-through', point: 'light cavalry', official: 'the exception is for light foot', source: 'movement', status: 'unconfirmed', spec: { units: [u('s1', 'light-cavalry', 9, 6), u('s2', 'heavy-infantry', 10, 6), FAR], card: 'order-light-troops#1', armyCard: ARMY(4), order: ['s1'], until: 'orders' }, check: steps('light cavalry may not pass', ...endOrders(), move('s1', [H(10, 6), H(11, 6)], { rejected: 'move/occupied' })) },
    { card: 'Army cards', slug: 'allocation', point: 'orders across Field Generals', official: 'the Overall Commander allocates an Army card\'s orders (Epic)', source: 'epic', file: 'ord-army-allocation-across-fgs' },
    // Tactic cards whose pages were not found, but for their FAQ entries.
    { card: 'Clash of Shields', slug: 'adjacent-when-played', point: 'which units', official: 'the units ordered are all units adjacent to an enemy unit at the moment the card is played', source: FAQ, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('s2', 'medium-infantry', 12, 7), u('n1', 'medium-infantry', 11, 6), FAR], card: 'clash-of-shields#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s2', 'order/unit_does_not_qualify', 'a unit not next to an enemy when played is refused', 's1') },
    { card: 'Clash of Shields', slug: 'no-fire', point: 'fire', official: 'units ordered by Clash of Shields may not fire', source: FAQ, spec: { units: [u('s1', 'light-bow-infantry', 10, 6), u('n1', 'medium-infantry', 11, 6), u('n2', 'medium-infantry', 12, 5)], card: 'clash-of-shields#1', cardSections: ['center'], order: ['s1'], dice: faces(), options: { noRangedWhenAdjacent: false } }, check: battleRefused('s1', 'n2', 'battle/card_no_fire') },
    { card: 'Clash of Shields', slug: 'bonus-die', point: 'extra die', official: 'not found; the referee\'s reading: 1 more close combat die (option clashOfShieldsBonusDice)', source: 'rules-decisions', status: 'unconfirmed', spec: { units: [u('s1', 'medium-infantry', 10, 6), u('n1', 'medium-infantry', 11, 6)], card: 'clash-of-shields#1', cardSections: ['center'], order: ['s1'], dice: faces() }, check: rollsDice('s1', 'n1', 5) },
    { card: 'Clash of Shields', slug: 'one-section', point: 'sections', official: 'in Epic it applies only to the section it is issued to', source: 'epic', file: 'cmd-clash-of-shields-one-section' },
    { card: 'Darken the Sky', slug: 'battles-twice', point: 'two battles', official: 'each unit battles twice, hits and retreats resolved between them (FAQ)', source: FAQ, file: 'bat-battle-darken-the-sky-twice' },
    { card: 'Darken the Sky', slug: 'one-section', point: 'sections', official: 'in Epic it applies only to the section it is issued to', source: 'epic', file: 'cmd-darken-the-sky-one-section' },
    { card: 'Darken the Sky', slug: 'units-that-fire', point: 'which units', official: 'order units that can fire (command-deck.md)', source: DECK, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('s2', 'light-bow-infantry', 12, 6), FAR], card: 'darken-the-sky#1', cardSections: ['center'], until: 'orders' }, check: refusedOrder('s1', 'order/unit_does_not_qualify', 'a unit that does not fire is refused') },
    { card: 'Move-Fire-Move', slug: 'moves-again', point: 'move, fire, move', official: 'a unit moves, fires, then moves again (command-deck.md)', source: DECK, file: 'btl-mfm-moves-again-after-fire' },
    { card: 'Move-Fire-Move', slug: 'not-before-fire', point: 'the second move', official: 'the second move comes after the fire (command-deck.md)', source: DECK, file: 'btl-mfm-not-before-fire' },
    { card: 'Move-Fire-Move', slug: 'through-friends', point: 'light foot through friends', official: 'light foot may move through friendly units (the movement page; its card page not found)', source: 'movement', status: 'unconfirmed', spec: { units: [u('s1', 'light-bow-infantry', 9, 6), u('s2', 'heavy-infantry', 10, 6), FAR], card: 'move-fire-move#1', armyCard: ARMY(4), order: ['s1'], until: 'orders' }, check: steps('passes the friendly unit', ...endOrders(), move('s1', [H(10, 6), H(11, 6)])) },
    { card: 'Mounted Charge', slug: 'mounted-only', point: 'which units', official: 'order mounted units (command-deck.md)', source: DECK, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('s2', 'medium-cavalry', 12, 6), FAR], card: 'mounted-charge#1', armyCard: ARMY(4), until: 'orders' }, check: refusedOrder('s1', 'order/unit_does_not_qualify', 'a foot unit is refused') },
    { card: 'Mounted Charge', slug: 'bonus-die', point: 'extra die', official: 'not found; the referee\'s reading: 1 more close combat die (option mountedChargeBonusDice)', source: 'rules-decisions', status: 'unconfirmed', spec: { units: [u('s1', 'medium-cavalry', 10, 6), u('n1', 'medium-infantry', 11, 6)], card: 'mounted-charge#1', armyCard: ARMY(4), order: ['s1'], dice: faces() }, check: rollsDice('s1', 'n1', 4) },
    { card: 'I Am Spartacus', slug: 'dice-order', point: 'its dice', official: 'roll dice equal to Command to order units (expansion 2; the faces\' use from command-deck.md)', source: DECK, file: 'ord-spartacus-dice-orders' },
    { card: 'I Am Spartacus', slug: 'reshuffle', point: 'afterwards', official: 'the deck and discards are reshuffled (command-deck.md)', source: DECK, file: 'ord-spartacus-reshuffle' },
    // Rally (its official card page).
    { card: 'Rally', slug: 'next-to-leader', point: 'which units', official: 'each symbol rallies one unit of the matching type in or adjacent to a leader\'s hex (a unit away from a leader is refused)', source: RA, file: 'ord-rally-returns-blocks' },
    { card: 'Rally', slug: 'helmet-any', point: 'leader symbol', official: 'a leader symbol may rally any type of eligible unit', source: RA, file: 'ord-rally-helmet-leader' },
    ...(['elephant', 'light-chariot', 'heavy-chariot'] as const).map((type): CardRow => ({
      card: 'Rally', slug: `not-${type}`, point: `${type.replace(/-/g, ' ')}`, official: 'elephant and chariot units may not be rallied', source: RA,
      spec: { units: [u('s1', type, 10, 6, 1), u('sl', 'leader', 11, 6), FAR], card: 'rally#1', armyCard: {}, dice: ['heavy', 'light', 'leader', 'leader'], until: 'command' },
      check: steps('refused (`rally/not_eligible`)', { seat: 'south:center', command: { type: 'RallyUnit', section: 'center', unitId: 's1' }, expect: { rejected: 'rally/not_eligible' } }),
    })),
    { card: 'Rally', slug: 'rallied-ordered', point: 'rallied units', official: 'rallied units are ordered and may move and battle; a unit never gains more blocks than it began with', source: RA, file: 'ord-rally-returns-blocks' },
    { card: 'Rally', slug: 'no-leaders', point: 'no leaders', official: 'if you do not have any leaders, issue an order to 1 unit of your choice', source: RA, spec: { units: [u('s1', 'medium-infantry', 10, 6), u('s2', 'medium-infantry', 12, 6), FAR], card: 'rally#1', armyCard: {}, until: 'command' }, check: refusedOrder('s2', 'order/card_exhausted', 'orders 1 unit of choice', 's1') },
    // Counter Attack (its official card page).
    { card: 'Counter Attack', slug: 'swap', point: 'left and right', official: 'countering section cards, right becomes left and left becomes right', source: CA, file: 'ord-counter-attack-swaps-left-right' },
    { card: 'Counter Attack', slug: 'any-play', point: 'which play', official: 'it issues the same order the opponent played (Epic: any one of his last turn\'s plays, rules option counterAttackCopies)', source: CA, file: 'ord-counter-attack-any-play' },
    { card: 'Counter Attack', slug: 'first-turn', point: 'nothing to copy', official: 'it copies the opponent\'s last turn', source: CA, file: 'ord-counter-attack-first-turn' },
    { card: 'Counter Attack', slug: 'own-command', point: 'an Army card', official: 'countering I Am Spartacus rolls dice equal to the counter-attacker\'s own Command', source: CA, file: 'ord-counter-attack-copies-army-card' },
    // First Strike (Epic) and the Epic-only cards.
    { card: 'First Strike', slug: 'two-dice-first', point: 'its effect', official: 'the defending unit battles first with two additional dice (Epic)', source: 'epic', file: 'bat-first-strike-two-extra-dice-first' },
    { card: 'First Strike', slug: 'defending-oc', point: 'who plays it', official: 'played by the defending Overall Commander out of his hand during the opponent\'s battle phase (Epic)', source: 'epic', file: 'bat-first-strike-only-defending-oc' },
    { card: 'First Strike', slug: 'reaction', point: 'not a turn\'s card', official: 'a reaction card, not played as the turn\'s card (Epic)', source: 'epic', file: 'cmd-first-strike-not-turn-card' },
    { card: 'First Strike', slug: 'no-evade', point: 'evade', official: 'a unit that strikes first stands (command-deck.md)', source: DECK, file: 'btl-evade-not-with-first-strike' },
    { card: 'First Strike', slug: 'replacement', point: 'its replacement', official: 'not found; the referee\'s reading: its player draws a card before the active side (rules option firstStrikeReplacementDraw)', source: 'rules-decisions', status: 'unconfirmed', file: 'bat-first-strike-replacement-before-turn-draw' },
    { card: 'Coordinated Attack', slug: 'one-each', point: 'what it orders', official: 'each Field General orders one unit (Epic)', source: 'epic', file: 'cmd-coordinated-attack-one-unit-each' },
    { card: 'Coordinated Attack', slug: 'counts-three', point: 'how it counts', official: 'it counts as three Field cards (Epic)', source: 'epic', file: 'cmd-coordinated-attack-counts-three' },
    { card: 'Out Flanked', slug: 'two-each', point: 'what it orders', official: 'the Left and Right Field Generals each order two units (Epic)', source: 'epic', file: 'cmd-out-flanked-two-units-each' },
    { card: 'Out Flanked', slug: 'counts-two', point: 'how it counts', official: 'it counts as two Field cards (Epic)', source: 'epic', file: 'cmd-out-flanked-counts-two' },
  ];
  return rows.map(make);
}

/** A move under another card: the unit at (9,6) ordered by it moves east. */
function doubleTimeMoveAs(card: string, type: UnitType, hexes: number, expect: 'accepted' | string): { spec: TurnSpec; check: Check } {
  const m = doubleTimeMove(type, hexes, expect);
  return { ...m, spec: { ...m.spec, card } };
}

