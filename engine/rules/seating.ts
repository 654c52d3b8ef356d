// Who holds which role (epic-ancients-rules.txt, "Number of Players"): per army an Overall
// Commander and three Field Generals. With six players the Center Field General is also
// the Overall Commander; with four, one holds Left and Right and the other Center and the
// Overall Commander; with two, one person holds all four roles.
import type { ArmyId, Section } from '../board/hex.js';

export type Role = 'overall-commander' | 'left-field-general' | 'center-field-general' | 'right-field-general';
export type PlayerCount = 8 | 6 | 4 | 2;

export interface Seat {
  id: string;
  army: ArmyId;
  roles: Role[];
}

export function fieldGeneralRole(section: Section): Role {
  return `${section}-field-general` as Role;
}

export const ROLE_NAMES: Record<Role, string> = {
  'overall-commander': 'Overall Commander',
  'left-field-general': 'Left Field General',
  'center-field-general': 'Center Field General',
  'right-field-general': 'Right Field General',
};

const LAYOUTS: Record<PlayerCount, { name: string; roles: Role[] }[]> = {
  8: [
    { name: 'oc', roles: ['overall-commander'] },
    { name: 'left', roles: ['left-field-general'] },
    { name: 'center', roles: ['center-field-general'] },
    { name: 'right', roles: ['right-field-general'] },
  ],
  6: [
    { name: 'left', roles: ['left-field-general'] },
    { name: 'center', roles: ['center-field-general', 'overall-commander'] },
    { name: 'right', roles: ['right-field-general'] },
  ],
  4: [
    { name: 'flanks', roles: ['left-field-general', 'right-field-general'] },
    { name: 'center', roles: ['center-field-general', 'overall-commander'] },
  ],
  2: [{ name: 'general', roles: ['overall-commander', 'left-field-general', 'center-field-general', 'right-field-general'] }],
};

/** Seat ids are `<army>:<name>`, e.g. `south:oc`, `north:left`, `south:flanks`. */
export function standardSeating(players: PlayerCount): Seat[] {
  const seats: Seat[] = [];
  for (const army of ['south', 'north'] as const) {
    for (const layout of LAYOUTS[players]) seats.push({ id: `${army}:${layout.name}`, army, roles: [...layout.roles] });
  }
  return seats;
}

export function isPlayerCount(n: number): n is PlayerCount {
  return n === 8 || n === 6 || n === 4 || n === 2;
}
