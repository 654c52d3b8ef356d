// Every row of the rules audit, in the order docs/rules-audit.md lists them.
import { cardRows } from './cards.js';
import { combatRows } from './combat.js';
import { terrainRows } from './terrain.js';
import { unitRows } from './units.js';
import type { AuditRow } from './types.js';

export function auditRows(): AuditRow[] {
  return [...unitRows(), ...terrainRows(), ...combatRows(), ...cardRows()];
}
