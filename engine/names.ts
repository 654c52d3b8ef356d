// Seats and talk channels in the game's words, for every place that shows them to a person:
// the players' screens, the referee's timeline and the text export of a game's log. A seat
// is named by its army and its roles ("Aurel's Overall Commander"), never by its id alone.
import { SECTIONS, type ArmyId, type Section } from './board/hex.js';
import { fieldGeneralRole, ROLE_NAMES, type Role } from './rules/seating.js';
import type { BattleChoice } from './state.js';

export const SECTION_NAMES: Record<Section, string> = { left: 'Left', center: 'Center', right: 'Right' };

/** An army's side in words: "South", "North". */
export function armyLabel(army: ArmyId | string): string {
  return army === 'north' ? 'North' : army === 'south' ? 'South' : army;
}

/** "a", "a and b", "a, b and c" (or "a, b or c"). */
export function listText(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The roles one seat holds, in words (rules/seating.ts: 8, 6, 4 and 2 players):
 *  "Overall Commander", "Overall Commander and Center Field General", "Left and Right Field
 *  Generals", "Overall Commander and Left, Center and Right Field Generals". */
export function rolesText(roles: readonly Role[]): string {
  const sections = SECTIONS.filter((s) => roles.includes(fieldGeneralRole(s)));
  const parts: string[] = [];
  if (roles.includes('overall-commander')) parts.push(ROLE_NAMES['overall-commander']);
  if (sections.length) parts.push(`${listText(sections.map((s) => SECTION_NAMES[s]))} Field General${sections.length > 1 ? 's' : ''}`);
  return parts.join(' and ');
}

export interface SeatLike {
  id: string;
  army: ArmyId;
  roles: readonly Role[];
}

/** What naming a seat needs: the armies' names, and the seats to look an id up in (a view,
 *  a game state, or a created game). */
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
 *  "Tarsene League's Left and Right Field Generals"; "You" for the viewer's own seat (with the
 *  role asked for: "You (Overall Commander)"). An id that names no seat is given back as it is. */
export function seatName(seat: string | SeatLike, names: SeatNaming, opts: SeatNameOptions = {}): string {
  const s = typeof seat === 'string' ? names.seats?.find((x) => x.id === seat) : seat;
  if (!s) return String(seat);
  if (opts.me && opts.me === s.id) return opts.role ? `You (${ROLE_NAMES[opts.role]})` : 'You';
  const army = names.armies[s.army]?.name ?? armyLabel(s.army);
  return `${army}'s ${opts.role ? ROLE_NAMES[opts.role] : rolesText(s.roles)}`;
}

/** A talk channel (engine/talk.ts) in words: the table, a team's Field Generals, or the front
 *  an Overall Commander opened in one turn. */
export function channelName(channel: string, names: Pick<SeatNaming, 'armies'>): string {
  if (channel === 'table') return 'Table (everyone)';
  const [kind, army, turn] = channel.split(':');
  const name = names.armies[army as ArmyId]?.name ?? army;
  if (kind === 'team') return `${name} Field Generals`;
  if (kind === 'front') return `${name} front, turn ${turn}`;
  return channel;
}

/** What the table waits for during a battle choice, by its kind (waiting list and turn log). */
export const BATTLE_CHOICE_WAIT: Record<BattleChoice['kind'], string> = {
  retreat: 'to choose a retreat path',
  evade: 'to choose whether to evade',
  momentum: 'to choose whether to advance',
  'momentum-move': 'to choose whether to move one more hex',
  'bonus-combat': 'to choose a bonus close combat',
  'leader-escape': "to choose the leader's escape",
};
