// Short words for the screen: unit labels, steps, roles, seats.
import { SECTIONS, type ArmyId, type Section } from '../../../engine/board/hex.js';
import type { InitiativeOutcome, OrderSource } from '../../../engine/events.js';
import type { SectionStep, Phase } from '../../../engine/machine.js';
import type { DieFace } from '../../../engine/rules/random.js';
import { fieldGeneralRole, ROLE_NAMES, type Role } from '../../../engine/rules/seating.js';
import { UNIT_TYPES, type UnitType } from '../../../engine/units/catalog.js';

const SHORT: Record<UnitType, string> = {
  'light-infantry': 'LI',
  'light-sling-infantry': 'LS',
  'light-bow-infantry': 'LB',
  'auxilia-infantry': 'AX',
  'light-cavalry': 'LC',
  'light-bow-cavalry': 'LBC',
  'light-chariot': 'LCh',
  'light-barbarian-chariot': 'BCh',
  'light-war-machine': 'LWM',
  'medium-infantry': 'MI',
  'warrior-infantry': 'WI',
  'medium-cavalry': 'MC',
  camel: 'CM',
  'heavy-infantry': 'HI',
  'heavy-cavalry': 'HC',
  'heavy-chariot': 'HCh',
  elephant: 'EL',
  'heavy-war-machine': 'HWM',
  leader: 'L',
};

export function unitShort(type: UnitType): string {
  return SHORT[type] ?? type.slice(0, 2).toUpperCase();
}

export function unitName(type: UnitType): string {
  return UNIT_TYPES[type]?.name ?? type;
}

/** "1 block", "4 blocks": a unit's strength, never to be read as a movement allowance. */
export function blocksText(blocks: number): string {
  return `${blocks} block${blocks === 1 ? '' : 's'}`;
}

export const SECTION_NAMES: Record<Section, string> = { left: 'Left', center: 'Center', right: 'Right' };

export const STEP_NAMES: Record<SectionStep, string> = {
  ordering: 'ordering units',
  moving: 'moving',
  ready: 'moves done, waiting for the other sections',
  choosing: 'declaring battles',
  firstStrikeWindow: 'First Strike window',
  rolling: 'rolling',
  reporting: 'reporting a battle outcome',
  done: 'done',
};

export const PHASE_NAMES: Record<Phase, string> = {
  command: 'Command step',
  orders: 'Orders and moves',
  battle: 'Battles',
  draw: 'Draw',
  gameOver: 'Game over',
};

export function roleName(role: Role): string {
  return ROLE_NAMES[role] ?? role;
}

/** "a", "a and b", "a, b and c" (or "a, b or c"). */
export function listText(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The roles one seat holds, in words (engine/rules/seating.ts: 8, 6, 4 and 2 players):
 *  "Overall Commander", "Overall Commander and Center Field General", "Left and Right Field
 *  Generals", "Overall Commander and Left, Center and Right Field Generals". */
export function rolesText(roles: readonly Role[]): string {
  const sections = SECTIONS.filter((s) => roles.includes(fieldGeneralRole(s)));
  const parts: string[] = [];
  if (roles.includes('overall-commander')) parts.push(ROLE_NAMES['overall-commander']);
  if (sections.length) parts.push(`${listText(sections.map((s) => SECTION_NAMES[s]))} Field General${sections.length > 1 ? 's' : ''}`);
  return parts.join(' and ');
}

export function armyLabel(army: ArmyId | string): string {
  return army === 'north' ? 'North' : army === 'south' ? 'South' : army;
}

export interface SeatLike {
  id: string;
  army: ArmyId;
  roles: readonly Role[];
}

/** What naming a seat needs: the armies' names, and the seats to look an id up in (a view,
 *  a game state, or a start page's scenario and created game). */
export interface SeatNaming {
  armies: Record<ArmyId, { name: string }>;
  seats?: readonly SeatLike[];
}

export interface SeatNameOptions {
  /** The viewing seat's id: that seat is "You". */
  me?: string | null;
  /** Name the seat by this one of its roles (the role the table waits for, say). */
  role?: Role;
}

/** A seat as players call it: the army's name and the role(s), "Aurel's Overall Commander",
 *  "Tarsene League's Left and Right Field Generals"; "You" for the viewer's own seat (with
 *  the role asked for: "You (Overall Commander)"). The one place a seat id becomes words;
 *  an id that names no seat is given back as it is. */
export function seatName(seat: string | SeatLike, names: SeatNaming, opts: SeatNameOptions = {}): string {
  const s = typeof seat === 'string' ? names.seats?.find((x) => x.id === seat) : seat;
  if (!s) return String(seat);
  if (opts.me && opts.me === s.id) return opts.role ? `You (${roleName(opts.role)})` : 'You';
  const army = names.armies[s.army]?.name ?? armyLabel(s.army);
  return `${army}'s ${opts.role ? roleName(opts.role) : rolesText(s.roles)}`;
}

export function formatTime(at: number): string {
  const d = new Date(at);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** What ordered a unit (engine/events.ts, OrderSource), as "ordered by the Left Field General
 *  …" ends, and as a short tag for a list of orders. */
export const ORDER_SOURCES: Record<OrderSource, { phrase: string; tag: string }> = {
  'field-card': { phrase: 'with a Field card', tag: 'Field card' },
  'army-card': { phrase: 'with an Army card', tag: 'Army card' },
  initiative: { phrase: 'on his Initiative', tag: 'Initiative' },
  dice: { phrase: "with a die of the Army card's roll", tag: 'Army card die' },
};

/** The battle die's faces (command-deck.md, "The battle die"). */
export const FACE_NAMES: Record<DieFace, { name: string }> = {
  light: { name: 'green circle (light)' },
  medium: { name: 'blue triangle (medium)' },
  heavy: { name: 'red square (heavy)' },
  leader: { name: 'leader helmet' },
  banner: { name: 'banner' },
  swords: { name: 'crossed swords' },
};

/** What an Initiative face did (epic-ancients-rules.txt, "Field General's Initiative"). */
export const INITIATIVE_OUTCOMES: Record<InitiativeOutcome, string> = {
  'order-light': 'order one light unit of your choice',
  'order-medium': 'order one medium unit of your choice',
  'order-heavy': 'order one heavy unit of your choice',
  'order-any': 'order any one unit, or a leader',
  retreat: 'one unit of your choice must retreat its movement and may not battle (a block lost for each hex it cannot retreat)',
  'block-loss': 'one unit of your choice in your section must lose 1 block and may not battle',
  'no-effect': 'no unit of yours matches the symbol: no effect',
};
