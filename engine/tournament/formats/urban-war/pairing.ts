// Urban War pairing, byes and tables (shared/rules/urban-war-tournament-rules.txt):
//  First Round Pairing: "The organiser shuffles the score cards … selects the top card … then
//  looks through the remaining cards from the top down, and selects the first one found of a
//  different faction" (if none is left of another faction, the top one).
//  Second & Subsequent Round Pairing: "the highest scorer being paired off against the next
//  highest, and so on down. The only exception is that players cannot be paired with opponents
//  that they have previously played against."
//  Byes: "In the first round a bye is awarded randomly" (a separate face-down shuffle, before
//  pairing); later "to the player with the lowest accumulated tournament point score … A
//  player cannot receive more than one bye".
//  Table Allocation: round 1 "first come first served"; later "the lowest table number that
//  neither has previously played on. If between them they have played on all the tables that
//  remain available, … the lowest table number that the higher scoring of them has not
//  previously played on", higher-scoring pairs choosing first.
// Open points (docs/tournament-format.md, "Urban War"): the text's card-by-card search can leave
// the last two players having met; like OT2022 we take the first card "not previously played
// against" *such that everyone left can still be paired* (the exact look-ahead of
// pair-by-rank.ts), and the same for the bye. Tied scores are sorted as the standings are.
// When both players have played on every table left, the lowest table left.
import { pairByRank } from '../../pair-by-rank.js';
import { seededShuffle } from '../../seeded.js';
import type { Pairing, PlayerId, Round } from '../../types.js';
import { fail, ok, type Outcome } from '../../types.js';
import { checkCanPair, presentIn } from '../pair-rounds.js';
import { uwRecords, uwStandings } from './standings.js';
import { uwOptions, type UwEvent } from './types.js';

export interface UwPairedRound {
  readonly round: Round & { readonly results: [] };
  /** The order the cards were in (round 1: the shuffle; later: the scores, best first). */
  readonly ranking: readonly PlayerId[];
}

/** Tables for pairs in pairing order (higher scorer first in each pair). */
export function allocateTables(pairs: readonly (readonly [PlayerId, PlayerId])[], played: (p: PlayerId) => ReadonlySet<number>): number[] {
  const free = new Set(Array.from({ length: pairs.length }, (_, i) => i + 1));
  return pairs.map(([hi, lo]) => {
    const left = [...free].sort((x, y) => x - y);
    const table = left.find((t) => !played(hi).has(t) && !played(lo).has(t)) ?? left.find((t) => !played(hi).has(t)) ?? left[0]!;
    free.delete(table);
    return table;
  });
}

/** Round 1: the bye from one shuffle, then pairs from another, avoiding same-faction pairs. */
export function firstRoundPairs(event: UwEvent, players: readonly PlayerId[]): { pairs: [PlayerId, PlayerId][]; bye: PlayerId | null; order: PlayerId[] } {
  const faction = new Map(event.entrants.map((e) => [e.id, e.faction]));
  let bye: PlayerId | null = null;
  let rest = [...players];
  if (rest.length % 2 === 1) {
    bye = seededShuffle(event.seed, 'round-1/bye', rest)[0]!;
    rest = rest.filter((p) => p !== bye);
  }
  const order = seededShuffle(event.seed, 'round-1', rest);
  const stack = [...order];
  const pairs: [PlayerId, PlayerId][] = [];
  while (stack.length > 1) {
    const first = stack.shift()!;
    const at = stack.findIndex((p) => faction.get(p) !== faction.get(first));
    const [second] = stack.splice(at < 0 ? 0 : at, 1);
    pairs.push([first, second!]);
  }
  return { pairs, bye, order };
}

function toRound(number: number, pairs: readonly (readonly [PlayerId, PlayerId])[], tables: readonly number[], bye: PlayerId | null): UwPairedRound['round'] {
  const pairings: Pairing[] = pairs.map(([a, b], i) => ({ table: tables[i]!, a, b }));
  if (bye !== null) pairings.push({ table: pairs.length + 1, a: bye, b: null });
  return { number, pairings, results: [] };
}

export function pairUwRound(event: UwEvent, number: number): Outcome<UwPairedRound> {
  const can = checkCanPair(event.rounds, number, uwOptions(event).rounds, 'Urban War: the rounds-by-players table');
  if (!can.ok) return can;
  const records = uwRecords(event, number - 1);
  const retired = new Set([...records.values()].filter((r) => r.retired).map((r) => r.id));
  const players = presentIn(event.entrants, number, retired);
  if (players.length < 2) return fail('pairing/too_few_players', `Round ${number} has ${players.length} player(s) to pair; at least 2 are needed.`);
  if (number === 1) {
    const { pairs, bye, order } = firstRoundPairs(event, players);
    return ok({ round: toRound(1, pairs, pairs.map((_, i) => i + 1), bye), ranking: bye ? [...order, bye] : order });
  }
  const playing = new Set(players);
  const ranked = uwStandings(event, number - 1).map((s) => s.id).filter((id) => playing.has(id));
  const plan = pairByRank({ ranked, met: (a, b) => records.get(a)!.met.has(b), hadBye: (a) => records.get(a)!.byes > 0, round: number, rules: 'Urban War' });
  if (!plan.ok) return plan;
  const tables = allocateTables(plan.value.pairs, (p) => records.get(p)!.tables);
  return ok({ round: toRound(number, plan.value.pairs, tables, plan.value.bye), ranking: ranked });
}
