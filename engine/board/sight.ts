// Line of sight on the Epic board (core rules, "Line of Sight", section 8 of the C&C: Ancients
// rule book): an imaginary line from the centre of the firing unit's hex to the centre of the
// target's hex. It is blocked by any hex between the two that holds a unit (either army) or
// terrain that blocks sight; the hexes at the two ends never block. Where the line runs exactly
// along the edge between two hexes, it is blocked only if both of those hexes block.
//
// The board is an "odd-r" offset grid (odd rows sit half a hex to the right, hex.ts), converted
// here to cube coordinates so that a straight line can be sampled hex by hex.
import { hexKey, type Hex } from './hex.js';

interface Cube {
  q: number;
  r: number;
  s: number;
}

function toCube(hex: Hex): Cube {
  const q = hex.col - (hex.row - (hex.row & 1)) / 2;
  return { q, r: hex.row, s: -q - hex.row };
}

function fromCube(c: Cube): Hex {
  return { col: c.q + (c.r - (c.r & 1)) / 2, row: c.r };
}

function roundCube(c: Cube): Cube {
  let q = Math.round(c.q);
  let r = Math.round(c.r);
  let s = Math.round(c.s);
  const dq = Math.abs(q - c.q);
  const dr = Math.abs(r - c.r);
  const ds = Math.abs(s - c.s);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  else s = -q - r;
  return { q: q + 0, r: r + 0, s: s + 0 };
}

function cubeDistance(a: Cube, b: Cube): number {
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

/** One step of the line between two hexes: a single hex, or the two hexes whose shared edge
 *  the line runs along. */
export type SightStep = { hexes: [Hex] } | { hexes: [Hex, Hex] };

// Nudges that push a sample point a hair to either side of the line, so a point lying exactly
// on a hex edge is seen in both hexes (and so the edge case above is recognised).
const NUDGE_A: Cube = { q: 1e-6, r: 2e-6, s: -3e-6 };
const NUDGE_B: Cube = { q: -1e-6, r: -2e-6, s: 3e-6 };

function lerp(a: Cube, b: Cube, t: number, nudge: Cube): Cube {
  return {
    q: a.q + (b.q - a.q) * t + nudge.q,
    r: a.r + (b.r - a.r) * t + nudge.r,
    s: a.s + (b.s - a.s) * t + nudge.s,
  };
}

/** The hexes strictly between `from` and `to` that the line of sight crosses, step by step. */
export function sightLine(from: Hex, to: Hex): SightStep[] {
  const a = toCube(from);
  const b = toCube(to);
  const n = cubeDistance(a, b);
  const steps: SightStep[] = [];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const h1 = fromCube(roundCube(lerp(a, b, t, NUDGE_A)));
    const h2 = fromCube(roundCube(lerp(a, b, t, NUDGE_B)));
    steps.push(hexKey(h1) === hexKey(h2) ? { hexes: [h1] } : { hexes: [h1, h2] });
  }
  return steps;
}

/** The first step that blocks the line, or null when the line is clear. `blocks` says whether
 *  one hex blocks sight (a unit on it, or terrain that blocks). */
export function sightBlockedAt(from: Hex, to: Hex, blocks: (hex: Hex) => boolean): SightStep | null {
  for (const step of sightLine(from, to)) {
    if (step.hexes.every((h) => blocks(h))) return step;
  }
  return null;
}
