import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteCanPairAll, bruteMaximumMatching } from './brute-force.js';
import { hasPerfectMatching, LiveMatching, maximumMatchingSize } from './matching.js';

/** Adjacency lists from an edge list. */
function graph(n: number, edges: readonly (readonly [number, number])[]): number[][] {
  const adj: number[][] = Array.from({ length: n }, () => []);
  const seen = new Set<string>();
  for (const [u, v] of edges) {
    if (u === v || seen.has(`${Math.min(u, v)}-${Math.max(u, v)}`)) continue;
    seen.add(`${Math.min(u, v)}-${Math.max(u, v)}`);
    adj[u]!.push(v);
    adj[v]!.push(u);
  }
  return adj;
}

const randomGraph = (maxN: number) =>
  fc.integer({ min: 1, max: maxN }).chain((n) =>
    fc.tuple(fc.constant(n), fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: n * 3 })),
  );

describe('maximum matching (Edmonds\' blossom)', () => {
  it('handles the odd cycles that defeat a bipartite method', () => {
    // Two triangles joined by an edge: perfect only through the bridge.
    expect(hasPerfectMatching(graph(6, [[0, 1], [1, 2], [2, 0], [3, 4], [4, 5], [5, 3], [2, 3]]))).toBe(true);
    // A triangle with a pendant on each corner: 3 pairs.
    expect(maximumMatchingSize(graph(6, [[0, 1], [1, 2], [2, 0], [0, 3], [1, 4], [2, 5]]))).toBe(3);
    // A star: one pair only.
    expect(maximumMatchingSize(graph(5, [[0, 1], [0, 2], [0, 3], [0, 4]]))).toBe(1);
    // The Petersen graph has a perfect matching.
    const outer = [0, 1, 2, 3, 4].map((i) => [i, (i + 1) % 5] as const);
    const spokes = [0, 1, 2, 3, 4].map((i) => [i, i + 5] as const);
    const inner = [0, 1, 2, 3, 4].map((i) => [5 + i, 5 + ((i + 2) % 5)] as const);
    expect(hasPerfectMatching(graph(10, [...outer, ...spokes, ...inner]))).toBe(true);
  });

  it('finds the same size as trying every matching, on random graphs up to 14 vertices', () => {
    fc.assert(
      fc.property(randomGraph(14), ([n, edges]) => {
        const adj = graph(n, edges);
        expect(maximumMatchingSize(adj)).toBe(bruteMaximumMatching(n, (u, v) => adj[u]!.includes(v)));
      }),
      { seed: 2022, numRuns: 400 },
    );
  });

  it('fixes an edge only when the rest can still be perfectly matched, and keeps a valid matching', () => {
    fc.assert(
      fc.property(randomGraph(12), fc.array(fc.tuple(fc.nat(11), fc.nat(11)), { maxLength: 30 }), ([n, edges], tries) => {
        const adj = graph(n, edges);
        const m = new LiveMatching(adj);
        m.maximize();
        if (!m.isPerfect()) return;
        const edge = (u: number, v: number) => adj[u]!.includes(v);
        let alive = 2 ** n - 1;
        for (const [u0, v0] of tries) {
          const [u, v] = [u0 % n, v0 % n];
          const possible = u !== v && (alive & (1 << u)) !== 0 && (alive & (1 << v)) !== 0 && edge(u, v) && bruteCanPairAll(alive & ~(1 << u) & ~(1 << v), edge);
          expect(m.tryFix(u, v)).toBe(possible);
          if (possible) alive &= ~(1 << u) & ~(1 << v);
          // Every live vertex is matched to a live neighbour, symmetrically.
          for (let x = 0; x < n; x++)
            if (alive & (1 << x)) {
              const y = m.mateOf(x);
              expect(y >= 0 && (alive & (1 << y)) !== 0 && edge(x, y) && m.mateOf(y) === x).toBe(true);
            }
        }
      }),
      { seed: 7, numRuns: 400 },
    );
  });

  it('does not change the adjacency it is given', () => {
    const adj = graph(4, [[0, 1], [2, 3], [1, 2]]);
    const copy = JSON.stringify(adj);
    const m = new LiveMatching(Object.freeze(adj.map((l) => Object.freeze(l))));
    m.maximize();
    m.tryFix(1, 2);
    expect(JSON.stringify(adj)).toBe(copy);
  });
});
