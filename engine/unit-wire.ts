// A unit as the synced state's `units` map holds it (server/rooms/state.ts): one JSON leaf,
// `[army, type, col, row, blocks, eliminated]`, under the unit's id.
//
// Why a leaf and not a schema object of six fields: every client decodes and keeps every unit
// of its game, and a schema object costs each client ~530 bytes of heap a unit (its decoder's
// bookkeeping), a leaf ~60. Forty units were 21 KB of the 47 KB a client held for a whole
// game's synced state; in the server benchmark's clients' threads, a thousand such clients each,
// that was heap their collections marked again and again (docs/benchmarks.md, thirtieth
// session). A unit changes at a few commands in ten (a move, a hit, a retreat): one map entry
// patched, where the object's were two or three fields.
import type { ArmyId } from './board/hex.js';
import type { UnitState } from './state.js';

/** A unit of the synced state, as a client reads it back. */
export interface WireUnit {
  army: ArmyId;
  type: string;
  col: number;
  row: number;
  blocks: number;
  eliminated: boolean;
}

/** The unit's leaf. */
export function unitLeaf(u: Pick<UnitState, 'army' | 'type' | 'hex' | 'blocks' | 'eliminated'>): string {
  return JSON.stringify([u.army, u.type, u.hex.col, u.hex.row, u.blocks, u.eliminated]);
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The unit a leaf describes, or null for a leaf that is not one (a client shows no unit
 *  rather than fail on a bad entry). */
export function unitFromLeaf(leaf: string): WireUnit | null {
  let v: unknown;
  try {
    v = JSON.parse(leaf);
  } catch {
    return null;
  }
  if (!Array.isArray(v) || v.length !== 6) return null;
  const [army, type, col, row, blocks, eliminated] = v as unknown[];
  if ((army !== 'north' && army !== 'south') || typeof type !== 'string' || !isInt(col) || !isInt(row) || !isInt(blocks) || typeof eliminated !== 'boolean') return null;
  return { army, type, col, row, blocks, eliminated };
}
