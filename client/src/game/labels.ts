// Short words for the screen: unit labels, steps, roles, seats.
import type { InitiativeOutcome, OrderSource } from '../../../engine/events.js';
import type { SectionStep, Phase } from '../../../engine/machine.js';
import type { DieFace } from '../../../engine/rules/random.js';
import { ROLE_NAMES, type Role } from '../../../engine/rules/seating.js';
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

export const STEP_NAMES: Record<SectionStep, string> = {
  ordering: 'ordering units',
  moving: 'moving',
  ready: 'moves done, waiting for the other sections',
  choosing: 'declaring battles',
  firstStrikeWindow: 'First Strike window',
  resolving: 'resolving a battle',
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

// Seats and channels are named by the engine's helper (engine/names.ts), which the text
// export of a game's log uses too: one wording on the screen and in the file.
export { armyLabel, listText, rolesText, SECTION_NAMES, seatName, type SeatLike, type SeatNameOptions, type SeatNaming } from '../../../engine/names.js';

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
  rally: { phrase: 'by Rally (it regained a block)', tag: 'Rallied' },
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
