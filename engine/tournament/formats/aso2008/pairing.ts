// ASO 2008 pairing, "Pairing principles" (shared/rules/aso2008-tournament-rules.txt):
//  Round 1: "Top 32 players (based on ASO rating) are matched in one pool, seeded. The
//    remaining players are matched in a separate pool, seeded."
//  Rounds 2–5: "Top X players (maximum point players, in order of ASO rating) are matched in one
//    pool, seeded. X … Round 2 = 16, Round 3 = 8, Round 4 = 4, Round 5 = 2"; "Each remaining
//    players with maximum points is matched with a player that has exactly one draw or loss.
//    Highest rated … maximum point player against highest rated player with one loss/draw";
//    the rest "according to common swiss draw principles (against player of similar amount of
//    points …)", trying "not to match players of similar nationality", and honouring mutual
//    requests of players "with similar amount of points".
//  "Seeded matching: … The list is then split in the middle, and the topmost ranked player is
//    matched with topmost ranked in the bottom half of the list" (1v4, 2v5, 3v6).
// Open points (docs/tournament-format.md, "ASO 2008"): no rematches (the Swiss's own rule; the
// text wants "to avoid pairing the player with regular opponents"), kept by the same exact
// look-ahead as OT2022 (matching.ts), so a seeded or requested pair is skipped when it would
// leave the rest unpairable; byes (the text has none) go to the lowest-rated player in round 1
// and later to the lowest-ranked player without one; ties of rating by the seeded key.
import { LiveMatching } from '../../matching.js';
import { tieBreakKey } from '../../seeded.js';
import type { Pairing, PlayerId, Round } from '../../types.js';
import { fail, ok, type Outcome } from '../../types.js';
import { checkCanPair, presentIn } from '../pair-rounds.js';
import { asoRecords, hasMaximumPoints, hasOneLossOrDraw, type AsoRecord } from './records.js';
import { asoOptions, type AsoEvent } from './types.js';

export interface AsoPairedRound {
  readonly round: Round & { readonly results: [] };
  /** Who was paired by which principle, for the organizer. */
  readonly how: Readonly<Record<PlayerId, 'top-pool' | 'second-pool' | 'maximum-v-one-loss' | 'request' | 'swiss' | 'bye'>>;
}

/** "X is based on the round: Round 2 = 16, Round 3 = 8, Round 4 = 4, Round 5 = 2" (halving on
 *  past round 5 if an event plays more rounds, never below 2). */
export function topPoolSize(round: number): number {
  return Math.max(2, 2 ** (6 - round));
}

/** "Seeded matching": the pool (best first) split in the middle, 1st v 1st of the bottom half. */
export function seededMatching<T>(pool: readonly T[]): [T, T][] {
  const half = Math.floor(pool.length / 2);
  return Array.from({ length: half }, (_, i) => [pool[i]!, pool[i + half]!]);
}

function byRating(event: AsoEvent, ids: readonly PlayerId[]): PlayerId[] {
  const rating = new Map(event.entrants.map((e) => [e.id, e.rating]));
  // "ranked in order of their ASO rating at tournament start (ties resolved randomly)"
  return [...ids].sort((x, y) => rating.get(y)! - rating.get(x)! || tieBreakKey(event.seed, x) - tieBreakKey(event.seed, y));
}

function toRound(number: number, pairs: readonly (readonly [PlayerId, PlayerId])[], bye: PlayerId | null): AsoPairedRound['round'] {
  const pairings: Pairing[] = pairs.map(([a, b], i) => ({ table: i + 1, a, b }));
  if (bye !== null) pairings.push({ table: pairs.length + 1, a: bye, b: null });
  return { number, pairings, results: [] };
}

function firstRound(event: AsoEvent, players: PlayerId[]): AsoPairedRound {
  const ranked = byRating(event, players);
  const how: Record<PlayerId, AsoPairedRound['how'][string]> = {};
  const bye = ranked.length % 2 === 1 ? ranked.pop()! : null;
  if (bye) how[bye] = 'bye';
  const size = Math.min(asoOptions(event).firstPool, ranked.length);
  const top = ranked.slice(0, size - (size % 2));
  const rest = ranked.slice(top.length);
  const pairs = [...seededMatching(top), ...seededMatching(rest)];
  for (const id of top) how[id] = 'top-pool';
  for (const id of rest) how[id] = 'second-pool';
  return { round: toRound(1, pairs, bye), how };
}

function later(event: AsoEvent, number: number, players: PlayerId[]): Outcome<AsoPairedRound> {
  const o = asoOptions(event);
  const records = asoRecords(event, number - 1);
  const rec = (id: PlayerId) => records.get(id)!;
  const nationality = new Map(event.entrants.map((e) => [e.id, e.nationality ?? null]));
  // The Swiss order: points, then rating, then the seeded key.
  const byPointsRating = (x: PlayerId, y: PlayerId) => rec(y).points - rec(x).points || rec(y).rating - rec(x).rating || tieBreakKey(event.seed, x) - tieBreakKey(event.seed, y);
  const ranked = [...players].sort(byPointsRating);
  const index = new Map(ranked.map((id, i) => [id, i]));
  const n = ranked.length;
  const odd = n % 2 === 1;
  const BYE = n;
  const adjacency: number[][] = Array.from({ length: odd ? n + 1 : n }, () => []);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (!rec(ranked[i]!).met.has(ranked[j]!)) {
        adjacency[i]!.push(j);
        adjacency[j]!.push(i);
      }
  if (odd) {
    for (let i = n - 1; i >= 0; i--)
      if (rec(ranked[i]!).byes === 0) {
        adjacency[BYE]!.push(i);
        adjacency[i]!.push(BYE);
      }
    if (adjacency[BYE]!.length === 0) return fail('pairing/no_bye_available', `Round ${number} has an odd number of players (${n}) and every one of them has had a bye; no player has two byes.`);
  }
  const m = new LiveMatching(adjacency);
  m.maximize();
  if (!m.isPerfect())
    return fail('pairing/no_rematch_free_pairing', `No pairing of the ${n} players of round ${number} avoids every rematch; the referee must decide.`);

  const how: Record<PlayerId, AsoPairedRound['how'][string]> = {};
  const pairs: [PlayerId, PlayerId][] = [];
  const fix = (x: PlayerId, y: PlayerId, why: AsoPairedRound['how'][string]): boolean => {
    const [i, j] = [index.get(x)!, index.get(y)!];
    if (!m.isAlive(i) || !m.isAlive(j) || !m.tryFix(i, j)) return false;
    pairs.push(i < j ? [x, y] : [y, x]);
    how[x] = why;
    how[y] = why;
    return true;
  };
  let bye: PlayerId | null = null;
  if (odd)
    for (let i = n - 1; i >= 0 && bye === null; i--)
      if (m.hasEdge(i, BYE) && m.tryFix(i, BYE)) bye = ranked[i]!;
  if (bye) how[bye] = 'bye';

  const alive = (id: PlayerId) => m.isAlive(index.get(id)!);
  const maximum = byRating(event, players.filter((id) => alive(id) && hasMaximumPoints(rec(id), number - 1)));
  const x = Math.min(topPoolSize(number), maximum.length);
  const top = maximum.slice(0, x - (x % 2));
  for (const [p, q] of seededMatching(top)) fix(p, q, 'top-pool');
  const oneLoss = byRating(event, players.filter((id) => hasOneLossOrDraw(rec(id))));
  for (const p of maximum) {
    if (!alive(p)) continue;
    for (const q of oneLoss) if (alive(q) && fix(p, q, 'maximum-v-one-loss')) break;
  }
  const gap = o.requestPointGap;
  for (const r of event.requests ?? [])
    if (r.round === number && index.has(r.a) && index.has(r.b) && Math.abs(rec(r.a).points - rec(r.b).points) <= gap) fix(r.a, r.b, 'request');

  for (const p of ranked) {
    if (!alive(p)) continue;
    const candidates = ranked.filter((q) => q !== p && alive(q) && m.hasEdge(index.get(p)!, index.get(q)!));
    // Nationality avoidance within the score group of his natural opponent, then anyone.
    const natural = candidates[0];
    const mine = nationality.get(p);
    const preferred = natural === undefined || mine === null ? [] : candidates.filter((q) => rec(q).points === rec(natural).points && nationality.get(q) !== mine);
    if (!preferred.some((q) => fix(p, q, 'swiss'))) candidates.some((q) => fix(p, q, 'swiss'));
  }
  pairs.sort((u, v) => index.get(u[0])! - index.get(v[0])!);
  return ok({ round: toRound(number, pairs, bye), how });
}

/** The pairing of round `number` (the next, or a re-pairing of an earlier one). */
export function pairAsoRound(event: AsoEvent, number: number): Outcome<AsoPairedRound> {
  const can = checkCanPair(event.rounds, number, asoOptions(event).rounds, 'ASO 2008: "The tournament is a 5 round tournament"');
  if (!can.ok) return can;
  const players = presentIn(event.entrants, number);
  if (players.length < 2) return fail('pairing/too_few_players', `Round ${number} has ${players.length} player(s) to pair; at least 2 are needed.`);
  return number === 1 ? ok(firstRound(event, players)) : later(event, number, players);
}

export type { AsoRecord };
