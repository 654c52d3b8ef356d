// Maximum matching in a general graph (Edmonds' blossom algorithm, the O(V³) form with
// blossom bases), kept as a live perfect matching while pairs are fixed one by one. It is the
// look-ahead of the Swiss pairing: "can the players left still all be paired without a
// rematch?" A plain top-down pairing dead-ends in late rounds (1v2, 3v4 … leaves two players
// who have met) although a rematch-free pairing exists.
//
// `tryFix(u, v)` asks whether some perfect matching of the remaining vertices uses the edge
// u–v, and if so fixes it. With a perfect matching M at hand: if u–v ∈ M, yes at once;
// otherwise removing u and v and their partners' edges leaves exactly two free vertices
// (u's and v's partners), and the rest is perfectly matchable iff one augmenting path joins
// them (Berge), which a single blossom search from one of them finds or rules out.
// The matcher's arrays are its own working state; its inputs are never changed.

export class LiveMatching {
  readonly size: number;
  private readonly adj: readonly (readonly number[])[];
  private readonly edge: Uint8Array;
  private readonly alive: Uint8Array;
  private readonly mate: Int32Array;
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly used: Uint8Array;
  private readonly blossom: Uint8Array;
  private readonly seen: Uint8Array;
  private readonly queue: Int32Array;

  /** `adjacency[v]` lists v's neighbours (symmetric, no self-loops), in preference order. */
  constructor(adjacency: readonly (readonly number[])[]) {
    const n = adjacency.length;
    this.size = n;
    this.adj = adjacency;
    this.edge = new Uint8Array(n * n);
    for (let v = 0; v < n; v++) for (const w of adjacency[v]!) this.edge[v * n + w] = 1;
    this.alive = new Uint8Array(n).fill(1);
    this.mate = new Int32Array(n).fill(-1);
    this.parent = new Int32Array(n);
    this.base = new Int32Array(n);
    this.used = new Uint8Array(n);
    this.blossom = new Uint8Array(n);
    this.seen = new Uint8Array(n);
    this.queue = new Int32Array(n);
  }

  hasEdge(u: number, v: number): boolean {
    return this.edge[u * this.size + v] === 1;
  }

  isAlive(v: number): boolean {
    return this.alive[v] === 1;
  }

  mateOf(v: number): number {
    return this.mate[v]!;
  }

  /** Greedy first pairs (a good start saves augmenting searches). Both must be free. */
  seedPair(u: number, v: number): void {
    if (this.mate[u] === -1 && this.mate[v] === -1 && this.hasEdge(u, v)) {
      this.mate[u] = v;
      this.mate[v] = u;
    }
  }

  /** Grows the matching to a maximum one over the live vertices; returns its number of pairs. */
  maximize(): number {
    for (let v = 0; v < this.size; v++) {
      if (!this.alive[v] || this.mate[v] !== -1) continue;
      const end = this.findPath(v);
      if (end !== -1) this.augment(end);
    }
    let pairs = 0;
    for (let v = 0; v < this.size; v++) if (this.alive[v] && this.mate[v]! > v) pairs++;
    return pairs;
  }

  isPerfect(): boolean {
    for (let v = 0; v < this.size; v++) if (this.alive[v] && this.mate[v] === -1) return false;
    return true;
  }

  /**
   * The matching must be perfect on the live vertices. Fixes u–v and removes both if the rest
   * stays perfectly matchable (the matching is repaired to a perfect one of the rest);
   * otherwise changes nothing and returns false.
   */
  tryFix(u: number, v: number): boolean {
    if (u === v || !this.alive[u] || !this.alive[v] || !this.hasEdge(u, v)) return false;
    const { mate, alive } = this;
    if (mate[u] === v) {
      alive[u] = 0;
      alive[v] = 0;
      return true;
    }
    const a = mate[u]!;
    const b = mate[v]!;
    alive[u] = 0;
    alive[v] = 0;
    mate[a] = -1;
    mate[b] = -1;
    const end = this.findPath(a);
    if (end === -1) {
      // A failed search changes no mate: restore the two pairs exactly.
      alive[u] = 1;
      alive[v] = 1;
      mate[a] = u;
      mate[b] = v;
      return false;
    }
    this.augment(end);
    mate[u] = v;
    mate[v] = u;
    return true;
  }

  private augment(end: number): void {
    const { mate, parent } = this;
    let v = end;
    while (v !== -1) {
      const pv = parent[v]!;
      const next = mate[pv]!;
      mate[v] = pv;
      mate[pv] = v;
      v = next;
    }
  }

  private lca(a: number, b: number): number {
    const { seen, base, mate, parent } = this;
    seen.fill(0);
    for (;;) {
      a = base[a]!;
      seen[a] = 1;
      if (mate[a] === -1) break;
      a = parent[mate[a]!]!;
    }
    for (;;) {
      b = base[b]!;
      if (seen[b]) return b;
      b = parent[mate[b]!]!;
    }
  }

  private markPath(v: number, b: number, child: number): void {
    const { base, blossom, mate, parent } = this;
    while (base[v] !== b) {
      blossom[base[v]!] = 1;
      blossom[base[mate[v]!]!] = 1;
      parent[v] = child;
      child = mate[v]!;
      v = parent[mate[v]!]!;
    }
  }

  /** BFS for an augmenting path from the free vertex `root`; returns its free end or -1. */
  private findPath(root: number): number {
    const { size: n, adj, alive, mate, parent, base, used, blossom, queue } = this;
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++]!;
      for (const to of adj[v]!) {
        if (!alive[to] || base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to]!] !== -1)) {
          // An odd cycle: contract the blossom onto its base.
          const cur = this.lca(v, to);
          blossom.fill(0);
          this.markPath(v, cur, to);
          this.markPath(to, cur, v);
          for (let i = 0; i < n; i++) {
            if (alive[i] && blossom[base[i]!]) {
              base[i] = cur;
              if (!used[i]) {
                used[i] = 1;
                queue[tail++] = i;
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          const m = mate[to]!;
          used[m] = 1;
          queue[tail++] = m;
        }
      }
    }
    return -1;
  }
}

/** Size of a maximum matching (number of pairs) of a graph given by adjacency lists. */
export function maximumMatchingSize(adjacency: readonly (readonly number[])[]): number {
  return new LiveMatching(adjacency).maximize();
}

export function hasPerfectMatching(adjacency: readonly (readonly number[])[]): boolean {
  return adjacency.length % 2 === 0 && maximumMatchingSize(adjacency) * 2 === adjacency.length;
}
