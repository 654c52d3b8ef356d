// Screen geometry of the 26x9 board: pointy-top hexes, odd rows offset half a hex (as on the
// printed boards, engine/board/hex.ts). The north army sees the board turned round, so each
// viewer has his own side at the bottom.
import { BOARD_ROWS, BOARD_EVEN_ROW_HEXES, halfX, rowLength, type Hex } from '../../../engine/board/hex.js';

export const HEX_R = 20; // centre to corner
export const HEX_W = Math.sqrt(3) * HEX_R;
export const ROW_H = 1.5 * HEX_R;
export const MARGIN = 18;
export const BOARD_W = BOARD_EVEN_ROW_HEXES * HEX_W + 2 * MARGIN;
export const BOARD_H = (BOARD_ROWS - 1) * ROW_H + 2 * HEX_R + 2 * MARGIN;

export interface Point {
  x: number;
  y: number;
}

/** Screen x of a position in half-hex units (engine's halfX), before turning. */
function rawX(half: number): number {
  return MARGIN + ((half + 1) * HEX_W) / 2;
}

export function hexCenter(hex: Hex, flipped: boolean): Point {
  const x = rawX(halfX(hex));
  const y = MARGIN + HEX_R + hex.row * ROW_H;
  return flipped ? { x: BOARD_W - x, y: BOARD_H - y } : { x, y };
}

/** Screen x of a vertical line at a half-hex position (a section line). */
export function lineX(half: number, flipped: boolean): number {
  const x = rawX(half);
  return flipped ? BOARD_W - x : x;
}

export function hexPoints(c: Point, r = HEX_R): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    pts.push(`${(c.x + r * Math.cos(a)).toFixed(1)},${(c.y + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

export function allHexes(): Hex[] {
  const out: Hex[] = [];
  for (let row = 0; row < BOARD_ROWS; row++) for (let col = 0; col < rowLength(row); col++) out.push({ col, row });
  return out;
}
