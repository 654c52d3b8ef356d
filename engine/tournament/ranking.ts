// Ranking (OT2022, Preliminary Swiss rounds): "Players are ranked each round by the total
// number of points they have accrued. Players on the same point total are further ranked
// according to their Strength of Opposition score, which is the total score of all opponents
// they have played so far." A bye is an opponent with zero score.
// Further ties (docs/tournament-format.md, "Rules decisions"):
//   3. head-to-head: when every player of the tied group has a result against every other,
//      the points each scored in those matches (with no rematches in the Swiss, in practice
//      two tied players who met);
//   4. a seeded random key per player from the event seed, the same whoever else is entered.
import type { PlayerRecord } from './records.js';
import { tieBreakKey } from './seeded.js';
import type { PlayerId } from './types.js';

export type Separation = 'points' | 'strength-of-opposition' | 'head-to-head' | 'seeded-random';

export interface Ranked {
  readonly record: PlayerRecord;
  readonly strengthOfOpposition: number;
  /** What puts him above the next-ranked player (null for the last). */
  readonly separatedFromNextBy: Separation | null;
}

export function strengthOfOpposition(record: PlayerRecord, pointsOf: (id: PlayerId) => number): number {
  return record.opponents.reduce((sum, o) => sum + pointsOf(o), 0);
}

interface Row {
  record: PlayerRecord;
  soo: number;
  h2h: number | null;
  key: number;
}

function headToHead(group: Row[]): void {
  const everyoneMet = group.every((x) => group.every((y) => x === y || x.record.against.has(y.record.id)));
  if (!everyoneMet) return;
  for (const x of group) x.h2h = group.reduce((n, y) => n + (x === y ? 0 : x.record.against.get(y.record.id)!), 0);
}

/**
 * Ranks `records`, best first. `pointsOf` gives every player's current score (also of players
 * not being ranked, such as dropped opponents) for Strength of Opposition.
 */
export function rankRecords(records: readonly PlayerRecord[], pointsOf: (id: PlayerId) => number, eventSeed: string): Ranked[] {
  const rows: Row[] = records.map((record) => ({ record, soo: strengthOfOpposition(record, pointsOf), h2h: null, key: 0 }));
  rows.sort((x, y) => y.record.points - x.record.points || y.soo - x.soo);
  for (let i = 0; i < rows.length; ) {
    let j = i + 1;
    while (j < rows.length && rows[j]!.record.points === rows[i]!.record.points && rows[j]!.soo === rows[i]!.soo) j++;
    if (j - i > 1) {
      const group = rows.slice(i, j);
      headToHead(group);
      for (const r of group) r.key = tieBreakKey(eventSeed, r.record.id);
      group.sort((x, y) => (y.h2h ?? 0) - (x.h2h ?? 0) || x.key - y.key || (x.record.id < y.record.id ? -1 : 1));
      rows.splice(i, j - i, ...group);
    }
    i = j;
  }
  return rows.map((r, i) => {
    const next = rows[i + 1];
    let by: Separation | null = null;
    if (next)
      by = r.record.points !== next.record.points ? 'points'
        : r.soo !== next.soo ? 'strength-of-opposition'
        : r.h2h !== null && r.h2h !== next.h2h ? 'head-to-head'
        : 'seeded-random';
    return { record: r.record, strengthOfOpposition: r.soo, separatedFromNextBy: by };
  });
}
