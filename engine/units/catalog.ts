// Unit types and their classes (command-deck.md, "Unit classes", taken from the
// Initiative table of epic-ancients-rules.txt). Movement and default block counts are the
// base game's and are kept as data only: movement is not enforced yet, but the banner
// face of the Initiative die ("retreat its movement") needs the allowance.

export type UnitClass = 'light' | 'medium' | 'heavy';

export type UnitType =
  | 'light-infantry'
  | 'light-sling-infantry'
  | 'light-bow-infantry'
  | 'auxilia-infantry'
  | 'light-cavalry'
  | 'light-bow-cavalry'
  | 'light-chariot'
  | 'light-barbarian-chariot'
  | 'light-war-machine'
  | 'medium-infantry'
  | 'warrior-infantry'
  | 'medium-cavalry'
  | 'camel'
  | 'heavy-infantry'
  | 'heavy-cavalry'
  | 'heavy-chariot'
  | 'elephant'
  | 'heavy-war-machine'
  | 'leader';

export interface UnitTypeInfo {
  name: string;
  /** Initiative/Order-Troops class; leaders have none. */
  unitClass: UnitClass | null;
  /** Order Mounted, Mounted Charge: all cavalry, chariots, camels and elephants. */
  mounted: boolean;
  warMachine: boolean;
  /** Can battle at range (Darken the Sky, Move-Fire-Move). */
  ranged: boolean;
  movement: number;
  defaultBlocks: number;
}

function info(
  name: string,
  unitClass: UnitClass | null,
  movement: number,
  defaultBlocks: number,
  flags: Partial<Pick<UnitTypeInfo, 'mounted' | 'warMachine' | 'ranged'>> = {},
): UnitTypeInfo {
  return { name, unitClass, movement, defaultBlocks, mounted: false, warMachine: false, ranged: false, ...flags };
}

export const UNIT_TYPES: Record<UnitType, UnitTypeInfo> = {
  'light-infantry': info('Light Infantry', 'light', 2, 4, { ranged: true }),
  'light-sling-infantry': info('Light Sling Infantry', 'light', 2, 4, { ranged: true }),
  'light-bow-infantry': info('Light Bow Infantry', 'light', 2, 4, { ranged: true }),
  'auxilia-infantry': info('Auxilia Infantry', 'light', 2, 4, { ranged: true }),
  'light-cavalry': info('Light Cavalry', 'light', 4, 3, { mounted: true, ranged: true }),
  'light-bow-cavalry': info('Light Bow Cavalry', 'light', 4, 3, { mounted: true, ranged: true }),
  'light-chariot': info('Light Chariot', 'light', 3, 3, { mounted: true }),
  'light-barbarian-chariot': info('Light Barbarian Chariot', 'light', 3, 3, { mounted: true }),
  'light-war-machine': info('Light War Machine', 'light', 1, 2, { warMachine: true, ranged: true }),
  'medium-infantry': info('Medium Infantry', 'medium', 1, 4),
  'warrior-infantry': info('Warrior Infantry', 'medium', 1, 4),
  'medium-cavalry': info('Medium Cavalry', 'medium', 3, 3, { mounted: true }),
  camel: info('Camel', 'medium', 3, 3, { mounted: true }),
  'heavy-infantry': info('Heavy Infantry', 'heavy', 1, 4),
  'heavy-cavalry': info('Heavy Cavalry', 'heavy', 2, 3, { mounted: true }),
  'heavy-chariot': info('Heavy Chariot', 'heavy', 2, 3, { mounted: true }),
  elephant: info('Elephant', 'heavy', 2, 2, { mounted: true }),
  'heavy-war-machine': info('Heavy War Machine', 'heavy', 1, 2, { warMachine: true, ranged: true }),
  leader: info('Leader', null, 3, 1),
};

export const UNIT_TYPE_IDS = Object.keys(UNIT_TYPES) as UnitType[];


/**
 * Foot units (Line Command, Double Time): not mounted and not a war machine, unless the
 * rules option `warMachinesAreFoot` says otherwise (command-deck.md marks this unverified).
 */
export function isFoot(type: UnitType, warMachinesAreFoot: boolean): boolean {
  const t = UNIT_TYPES[type];
  if (type === 'leader' || t.mounted) return false;
  return warMachinesAreFoot || !t.warMachine;
}
