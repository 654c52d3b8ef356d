// Exhaustive reference implementations, small inputs only: the tests check the blossom
// matching and the look-ahead pairing against these, which follow the rules' words directly.
import type { PairingPlan, PairingRequest } from './pair-by-rank.js';
import type { PlayerId } from './types.js';

type Edge = (u: number, v: number) => boolean;

/** Maximum matching size by trying every choice (n ≤ ~16). */
export function bruteMaximumMatching(n: number, edge: Edge): number {
  const memo = new Map<number, number>();
  const go = (mask: number): number => {
    if (mask === 0) return 0;
    const hit = memo.get(mask);
    if (hit !== undefined) return hit;
    const v = 31 - Math.clz32(mask & -mask);
    const rest = mask & ~(1 << v);
    let best = go(rest); // v stays unmatched
    for (let w = v + 1; w < n; w++) if (rest & (1 << w) && edge(v, w)) best = Math.max(best, 1 + go(rest & ~(1 << w)));
    memo.set(mask, best);
    return best;
  };
  return go(n === 0 ? 0 : 2 ** n - 1);
}

/** Can the vertices in `mask` all be paired? (≤ 30 vertices) */
export function bruteCanPairAll(mask: number, edge: Edge, memo = new Map<number, boolean>()): boolean {
  if (mask === 0) return true;
  const hit = memo.get(mask);
  if (hit !== undefined) return hit;
  const v = 31 - Math.clz32(mask & -mask);
  const rest = mask & ~(1 << v);
  let found = false;
  for (let w = v + 1; w < 31 && !found; w++) if (rest & (1 << w) && edge(v, w)) found = bruteCanPairAll(rest & ~(1 << w), edge, memo);
  memo.set(mask, found);
  return found;
}

/**
 * OT2022's pairing read literally, with every feasibility question answered exhaustively:
 * the bye to the lowest-ranked player without one such that the rest can be paired, then the
 * best unpaired player against the best-ranked feasible opponent. null: no pairing exists.
 */
export function brutePairByRank(req: PairingRequest): PairingPlan | null {
  const { ranked } = req;
  const n = ranked.length;
  const edge: Edge = (u, v) => !req.met(ranked[u]!, ranked[v]!);
  const memo = new Map<number, boolean>();
  let mask = 2 ** n - 1;
  let bye: PlayerId | null = null;
  if (n % 2 === 1) {
    for (let i = n - 1; i >= 0 && bye === null; i--)
      if (!req.hadBye(ranked[i]!) && bruteCanPairAll(mask & ~(1 << i), edge, memo)) {
        bye = ranked[i]!;
        mask &= ~(1 << i);
      }
    if (bye === null) return null;
  } else if (!bruteCanPairAll(mask, edge, memo)) return null;
  const pairs: [PlayerId, PlayerId][] = [];
  for (let i = 0; i < n; i++) {
    if (!(mask & (1 << i))) continue;
    for (let j = i + 1; j < n; j++) {
      if (!(mask & (1 << j)) || !edge(i, j)) continue;
      const rest = mask & ~(1 << i) & ~(1 << j);
      if (bruteCanPairAll(rest, edge, memo)) {
        pairs.push([ranked[i]!, ranked[j]!]);
        mask = rest;
        break;
      }
    }
  }
  return { pairs, bye };
}
