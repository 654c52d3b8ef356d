// The Epic battlefield: 26 hexes wide by 9 deep (epic-ancients-rules.txt, "The Battlefield").
// Rows are numbered 0 (the north army's baseline) to 8 (the south army's baseline).
// Even rows hold 26 hexes (col 0..25); odd rows hold 25 and sit half a hex to the right,
// as on the printed boards. We measure positions in half-hex units: x = 2*col + (row % 2),
// so a hex spans x-1..x+1 and a section line at X cuts the hexes whose x equals X.

export type ArmyId = 'north' | 'south';
export const ARMIES: readonly ArmyId[] = ['south', 'north'];
export type Section = 'left' | 'center' | 'right';
export const SECTIONS: readonly Section[] = ['left', 'center', 'right'];

export interface Hex {
  col: number;
  row: number;
}

export const BOARD_ROWS = 9;
export const BOARD_EVEN_ROW_HEXES = 26;

export function otherArmy(army: ArmyId): ArmyId {
  return army === 'north' ? 'south' : 'north';
}

export function hexKey(hex: Hex): string {
  return `${hex.col},${hex.row}`;
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.col === b.col && a.row === b.row;
}

export function rowLength(row: number): number {
  return row % 2 === 0 ? BOARD_EVEN_ROW_HEXES : BOARD_EVEN_ROW_HEXES - 1;
}

export function isOnBoard(hex: Hex): boolean {
  return (
    Number.isInteger(hex.col) &&
    Number.isInteger(hex.row) &&
    hex.row >= 0 &&
    hex.row < BOARD_ROWS &&
    hex.col >= 0 &&
    hex.col < rowLength(hex.row)
  );
}

/** Horizontal position in half-hex units. */
export function halfX(hex: Hex): number {
  return 2 * hex.col + (hex.row % 2);
}

function fromHalfX(x: number, row: number): Hex {
  return { col: (x - (row % 2)) / 2, row };
}

export function neighbours(hex: Hex): Hex[] {
  const x = halfX(hex);
  const candidates: Hex[] = [
    { col: hex.col - 1, row: hex.row },
    { col: hex.col + 1, row: hex.row },
  ];
  for (const row of [hex.row - 1, hex.row + 1]) {
    for (const nx of [x - 1, x + 1]) candidates.push(fromHalfX(nx, row));
  }
  return candidates.filter(isOnBoard);
}

export function areAdjacent(a: Hex, b: Hex): boolean {
  if (Math.abs(a.row - b.row) > 1) return false;
  const dx = Math.abs(halfX(a) - halfX(b));
  return a.row === b.row ? dx === 2 : dx === 1;
}

/** Hex distance on the offset grid (used for ranged/close combat and later movement rules). */
export function hexDistance(a: Hex, b: Hex): number {
  const dy = Math.abs(a.row - b.row);
  const dx = Math.abs(halfX(a) - halfX(b));
  return dy + Math.max(0, (dx - dy) / 2);
}

/**
 * Section lines, in half-hex units from the west edge. Default: 16 and 34, which gives
 * 8 hexes to each section plus one line hex shared by two sections on even rows
 * (command-deck.md, "Sections": a hex cut by a section line is in both sections).
 */
export interface SectionLines {
  westLine: number;
  eastLine: number;
}
export const DEFAULT_SECTION_LINES: SectionLines = { westLine: 16, eastLine: 34 };

const MIRROR: Record<Section, Section> = { left: 'right', center: 'center', right: 'left' };

export function mirrorSection(section: Section): Section {
  return MIRROR[section];
}

/** Every answer sectionsOf can give, made once and frozen: the rules ask for a unit's sections
 *  in every scan over the units, and a new array each time was garbage for each command's
 *  collection (docs/benchmarks.md, issue 18). By a mask of left 1, center 2, right 4, as seen
 *  from the south army's side; and the same sets from the north's (mirrored, west to east). */
const SOUTH_SETS: readonly (readonly Section[])[] = Array.from({ length: 8 }, (_, mask) => Object.freeze((['left', 'center', 'right'] as const).filter((_, i) => mask & (1 << i))));
const NORTH_SETS: readonly (readonly Section[])[] = SOUTH_SETS.map((set) => Object.freeze(set.map(mirrorSection).reverse()));

/** Which sections a hex is in as seen from the south army's side (its left is the west), as a
 *  mask: a hex on a section line is in both (command-deck.md, "Sections"). */
function southMask(hex: Hex, lines: SectionLines): number {
  const x = halfX(hex);
  return (x <= lines.westLine ? 1 : 0) | (x >= lines.westLine && x <= lines.eastLine ? 2 : 0) | (x >= lines.eastLine ? 4 : 0);
}

/** Sections of a hex from an army's own side: one army's left is the other's right. Shared
 *  and frozen: read it, never change it. */
export function sectionsOf(hex: Hex, army: ArmyId, lines: SectionLines = DEFAULT_SECTION_LINES): readonly Section[] {
  return (army === 'south' ? SOUTH_SETS : NORTH_SETS)[southMask(hex, lines)]!;
}

export function isInSection(hex: Hex, section: Section, army: ArmyId, lines?: SectionLines): boolean {
  return sectionsOf(hex, army, lines).includes(section);
}

/** Row of an army's own baseline: retreats go toward it. */
export function baselineRow(army: ArmyId): number {
  return army === 'south' ? BOARD_ROWS - 1 : 0;
}

/** True when `to` is one row nearer the army's own baseline than `from`. */
export function stepsTowardOwnSide(from: Hex, to: Hex, army: ArmyId): boolean {
  return army === 'south' ? to.row === from.row + 1 : to.row === from.row - 1;
}

export function formatHex(hex: Hex): string {
  return `(${hex.col},${hex.row})`;
}
