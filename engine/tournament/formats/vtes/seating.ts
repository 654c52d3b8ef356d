// V:TES preliminary seating (shared/rules/vtes-tournament-rules.txt, 3.1.2):
//  "The judge will randomly and impartially assign players in groups of five. In the event that
//  the number of players is not evenly divisible by five, the judge will assign players in
//  groups of four and five, such that as many groups as possible contain five players."
//  "If the players cannot be divided into groups of 4 and 5 (i.e., there are 6, 7, or 11
//  players), then the judge may elect to use a seating arrangement in which some players sit
//  out each round".
//  "The judge must ensure that exact predator-prey relationships are not duplicated from round
//  to round whenever possible." "The judge may … reseat players who were assigned to table
//  together during any previous round to different tables (doing so impartially)."
// How (docs/tournament-format.md, "V:TES"): a seeded shuffle fills the tables (round 1 is
// exactly that), then a seeded local search swaps seats while that lowers the cost: 1000 for
// each predator→prey relationship seen in an earlier round, 1 for each pair who shared a table
// before. Sit-outs rotate: the fewest sit-outs so far first, ties by the seeded shuffle.
import { Dice } from '../../simulate.js';
import { seededShuffle } from '../../seeded.js';
import type { PlayerId } from '../../types.js';
import type { VtesRound, VtesTable } from './types.js';

/** Can n players sit at tables of 4 and 5? (No for 1–3, 6, 7 and 11.) */
export function seatable(n: number): boolean {
  for (let fives = 0; fives * 5 <= n; fives++) if ((n - fives * 5) % 4 === 0 && n > 0) return true;
  return false;
}

/** Table sizes, fives first: "as many groups as possible contain five players". */
export function tableSizes(n: number): number[] {
  for (let fives = Math.floor(n / 5); fives >= 0; fives--) {
    const rest = n - fives * 5;
    if (rest % 4 === 0) return [...Array<number>(fives).fill(5), ...Array<number>(rest / 4).fill(4)];
  }
  return [];
}

/** How many sit out: the fewest that leave a seatable number. */
export function sitOutCount(n: number): number {
  for (let s = 0; s < n; s++) if (seatable(n - s)) return s;
  return n;
}

/**
 * Sit-outs this round so that, if it can be done in the rounds left, everyone who has not sat
 * out yet does so exactly once ("ensuring that every player plays the same number of games,
 * usually equal to one less than the number of rounds"): the fewest that still allow it, each
 * round leaving a seatable number; otherwise the fewest that seat everyone else.
 */
export function sitOutsThisRound(n: number, notYet: number, roundsLeft: number): number {
  const allowed = Array.from({ length: n }, (_, s) => s).filter((s) => s >= 1 && seatable(n - s));
  if (allowed.length === 0 || seatable(n)) return sitOutCount(n);
  // reachable[r] = the totals r rounds of allowed sit-outs can make.
  const reachable: Set<number>[] = [new Set([0])];
  for (let r = 1; r < roundsLeft; r++) reachable.push(new Set([...reachable[r - 1]!].flatMap((t) => allowed.map((s) => t + s))));
  const rest = reachable[roundsLeft - 1] ?? new Set<number>();
  const s = allowed.find((x) => x <= notYet && rest.has(notYet - x));
  return s ?? sitOutCount(n);
}

const PREY = 1000;
const TOGETHER = 1;

/** Predator→prey relationships and shared tables of earlier rounds, over player indices. */
class History {
  readonly prey: Uint8Array;
  readonly together: Uint16Array;
  constructor(readonly n: number) {
    this.prey = new Uint8Array(n * n);
    this.together = new Uint16Array(n * n);
  }
  add(seats: readonly number[]): void {
    const { n } = this;
    for (let i = 0; i < seats.length; i++) {
      this.prey[seats[i]! * n + seats[(i + 1) % seats.length]!] = 1;
      for (let j = 0; j < seats.length; j++) if (i !== j) this.together[seats[i]! * n + seats[j]!]! += 1;
    }
  }
  cost(seats: readonly number[]): number {
    const { n } = this;
    let c = 0;
    for (let i = 0; i < seats.length; i++) {
      c += PREY * this.prey[seats[i]! * n + seats[(i + 1) % seats.length]!]!;
      for (let j = i + 1; j < seats.length; j++) c += TOGETHER * this.together[seats[i]! * n + seats[j]!]!;
    }
    return c;
  }
}

export interface Seating {
  readonly tables: VtesTable[];
  readonly sitOut: PlayerId[];
  /** Predator→prey relationships repeated from earlier rounds (0 whenever possible). */
  readonly repeatedPreyRelations: number;
}

/** Seats `players` for round `number` given the earlier rounds; `players.length` must leave a
 *  seatable number after the sit-outs. */
export function seatRound(seed: string, number: number, players: readonly PlayerId[], earlier: readonly VtesRound[], roundsLeft = 1): Seating {
  const sat = new Map<PlayerId, number>();
  for (const r of earlier) for (const p of r.sitOut ?? []) sat.set(p, (sat.get(p) ?? 0) + 1);
  const shuffled = seededShuffle(seed, `round-${number}/seating`, players);
  // Sit-outs go round: those who have sat out least; "not yet" are those still owed one.
  const least = Math.min(...shuffled.map((p) => sat.get(p) ?? 0));
  const notYet = shuffled.filter((p) => (sat.get(p) ?? 0) === least).length;
  const s = sitOutsThisRound(shuffled.length, notYet, roundsLeft);
  const order = shuffled.map((p, i) => ({ p, i })).sort((x, y) => (sat.get(x.p) ?? 0) - (sat.get(y.p) ?? 0) || x.i - y.i);
  const sitOut = order.slice(0, s).map((x) => x.p);
  const out = new Set(sitOut);
  const playing = shuffled.filter((p) => !out.has(p));

  const index = new Map(playing.map((p, i) => [p, i]));
  const history = new History(playing.length);
  for (const r of earlier)
    for (const t of r.tables) {
      const seats = t.seats.filter((p) => index.has(p)).map((p) => index.get(p)!);
      if (seats.length > 1) history.add(seats);
    }
  const sizes = tableSizes(playing.length);
  const tables: number[][] = [];
  let at = 0;
  for (const size of sizes) {
    tables.push(Array.from({ length: size }, (_, k) => at + k));
    at += size;
  }
  const costs = tables.map((t) => history.cost(t));
  let total = costs.reduce((n, c) => n + c, 0);
  const dice = new Dice(`${seed}/round-${number}/seating-search`);
  // Swap two seats when it does not raise the cost (sideways moves leave plateaus); a bounded number of tries, so a field where no
  // seating avoids every repeat still ends (with the fewest the search found).
  const tries = total === 0 ? 0 : 400 * playing.length;
  for (let k = 0; k < tries && total > 0; k++) {
    const ta = dice.int(tables.length);
    const tb = dice.int(tables.length);
    const A = tables[ta]!;
    const B = tables[tb]!;
    const ia = dice.int(A.length);
    const ib = dice.int(B.length);
    if (ta === tb && ia === ib) continue;
    [A[ia], B[ib]] = [B[ib]!, A[ia]!];
    const ca = history.cost(A);
    const cb = ta === tb ? ca : history.cost(B);
    const delta = ta === tb ? ca - costs[ta]! : ca + cb - costs[ta]! - costs[tb]!;
    if (delta <= 0) {
      costs[ta] = ca;
      costs[tb] = cb;
      total += delta;
    } else [A[ia], B[ib]] = [B[ib]!, A[ia]!];
  }
  let repeated = 0;
  for (const t of tables) for (let i = 0; i < t.length; i++) repeated += history.prey[t[i]! * playing.length + t[(i + 1) % t.length]!]!;
  return { tables: tables.map((t, i) => ({ table: i + 1, seats: t.map((x) => playing[x]!) })), sitOut, repeatedPreyRelations: repeated };
}
