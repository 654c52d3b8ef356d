// What the player is pointing at: the unit selected on the board, a move being planned hex
// by hex (or a retreat), the battle being declared, and (for seats with several sections) which section
// he acts for.
import type { Hex, Section } from '../../../engine/board/hex.js';

export interface Interaction {
  acting: Section | null;
  selected: string | null;
  /** Hexes of a planned path, after the unit's own hex. */
  path: Hex[];
  /** What the planned path is for: a move, Move-Fire-Move's move after firing, an Initiative
   *  (banner) retreat, a battle retreat. */
  pathFor: 'move' | 'move-after-fire' | 'initiative-retreat' | 'battle-retreat' | null;
  attacker: string | null;
  target: string | null;
}

export const NO_INTERACTION: Interaction = { acting: null, selected: null, path: [], pathFor: null, attacker: null, target: null };

export function parseHexes(text: string): Hex[] | null {
  const parts = text.split(/[\s;]+/).filter(Boolean);
  const out: Hex[] = [];
  for (const p of parts) {
    const m = /^\(?(\d+),(\d+)\)?$/.exec(p);
    if (!m) return null;
    out.push({ col: Number(m[1]), row: Number(m[2]) });
  }
  return out;
}

export function formatPath(path: Hex[]): string {
  return path.map((h) => `(${h.col},${h.row})`).join(' → ');
}
