// V:TES scoring of one table (shared/rules/vtes-tournament-rules.txt, 3.7):
//  3.7.1 "A player receives a Game Win at the end of a game in which they have received at least
//  two (2) Victory Points and have more Victory Points than any other player in the game."
//  3.7.2 "players are then ranked at their table from first through fifth place. The player with
//  the highest total Victory Points places first, and so on."
//  3.7.3 "Five-player table: First place receives 60 Tournament Points, second … 48, third …
//  36, fourth … 24, and fifth … 12." "Four-player table: Players are ranked first, second,
//  fourth, and fifth - third place is taken by the "table bye" position". "If more than one
//  player is tied for a particular table ranking, the tournament points are averaged".
import type { PlayerId } from '../../types.js';

const TP_BY_PLACE = [60, 48, 36, 24, 12] as const;

export interface TableScore {
  readonly id: PlayerId;
  readonly vp: number;
  readonly gameWin: boolean;
  /** Table place, 1–5 (the first of the places a tie shares). */
  readonly place: number;
  readonly tp: number;
}

/** Victory points come in halves (3.7.2: "a half Victory Point for withdrawing", surviving). */
export function isVictoryPoints(v: number): boolean {
  return Number.isFinite(v) && v >= 0 && Number.isInteger(v * 2);
}

export function scoreTable(seats: readonly PlayerId[], vp: Readonly<Record<PlayerId, number>>): TableScore[] {
  // The places a table of this size fills: a four-player table skips third (the "table bye").
  const places = seats.length === 4 ? [1, 2, 4, 5] : [1, 2, 3, 4, 5].slice(0, seats.length);
  const sorted = [...seats].sort((x, y) => vp[y]! - vp[x]!);
  const best = Math.max(...seats.map((s) => vp[s]!));
  const atBest = seats.filter((s) => vp[s] === best).length;
  const out = new Map<PlayerId, TableScore>();
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && vp[sorted[j]!] === vp[sorted[i]!]) j++;
    const shared = places.slice(i, j);
    const tp = shared.reduce((n, p) => n + TP_BY_PLACE[p - 1]!, 0) / shared.length;
    for (const id of sorted.slice(i, j)) out.set(id, { id, vp: vp[id]!, gameWin: vp[id]! >= 2 && vp[id] === best && atBest === 1, place: shared[0]!, tp });
    i = j;
  }
  return seats.map((s) => out.get(s)!);
}
