// Pairing a round of an event (OT2022, Preliminary Swiss rounds): round 1 at random from the
// recorded event seed, later rounds by the current ranking (pair-by-rank.ts). Only the
// rounds before the one paired are read, so re-pairing a round gives the same answer as
// pairing it did, and a published round stays as published until the referee re-pairs it.
import { pairByRank } from './pair-by-rank.js';
import { rankRecords } from './ranking.js';
import { recordsOf } from './records.js';
import { firstRoundOrder } from './seeded.js';
import { swissRounds } from './swiss-rounds.js';
import type { Pairing, PlayerId, Round, TournamentEvent } from './types.js';
import { fail, ok, type Outcome } from './types.js';
import { pairKey } from './validate.js';

export interface PairedRound {
  /** Ready to publish: the pairings, and no results yet. */
  readonly round: Round;
  /** The ranking the pairing followed, best first (round 1: the random order). */
  readonly ranking: readonly PlayerId[];
}

/** Players paired in round `number`: not dropped, and entered by then (late entries). */
export function playersForRound(event: TournamentEvent, number: number): PlayerId[] {
  return event.entrants.filter((e) => !e.dropped && (e.joinedRound ?? 1) <= number).map((e) => e.id);
}

function toRound(number: number, pairs: readonly (readonly [PlayerId, PlayerId])[], bye: PlayerId | null): Round {
  const pairings: Pairing[] = pairs.map(([a, b], i) => ({ table: i + 1, a, b }));
  if (bye !== null) pairings.push({ table: pairs.length + 1, a: bye, b: null });
  return { number, pairings, results: [] };
}

function checkRoundCanBePaired(event: TournamentEvent, number: number): Outcome<null> {
  const next = event.rounds.length + 1;
  if (!Number.isInteger(number) || number < 1 || number > next)
    return fail('pairing/round_out_of_order', `Round ${number} cannot be paired: the event has ${event.rounds.length} round(s), so the next is round ${next}.`);
  const total = swissRounds(event.entrants.length);
  if (number > total)
    return fail('pairing/swiss_complete', `All ${total} Swiss rounds for ${event.entrants.length} entrants are paired (OT2022, Preliminary Swiss rounds); the Top 8 go on to the elimination bracket.`);
  for (const round of event.rounds.slice(0, number - 1)) {
    const results = new Set(round.results.map((r) => pairKey(r.a, r.b)));
    const missing = round.pairings.find((p) => p.b !== null && !results.has(pairKey(p.a, p.b)));
    if (missing)
      return fail('pairing/results_missing', `Round ${round.number}, table ${missing.table} (${missing.a} v ${missing.b}) has no result yet; round ${number} is paired from the standings after every result is in.`);
  }
  return ok(null);
}

/** The pairing of round `number` (1 … the next round) from the rounds before it. */
export function pairRound(event: TournamentEvent, number: number): Outcome<PairedRound> {
  const can = checkRoundCanBePaired(event, number);
  if (!can.ok) return can;
  const players = playersForRound(event, number);
  if (players.length < 2) return fail('pairing/too_few_players', `Round ${number} has ${players.length} player(s) to pair; at least 2 are needed.`);

  if (number === 1) {
    // OT2022: "For the first round, players are paired randomly", and the bye "will be
    // randomly assigned in the first round": the last of the seeded shuffle has it.
    const order = firstRoundOrder(event.seed, players);
    const pairs: [PlayerId, PlayerId][] = [];
    for (let i = 0; i + 1 < order.length; i += 2) pairs.push([order[i]!, order[i + 1]!]);
    const bye = order.length % 2 === 1 ? order[order.length - 1]! : null;
    return ok({ round: toRound(1, pairs, bye), ranking: order });
  }

  // The published ranking of every entrant, then the players of this round in that order
  // (ranking only those playing could settle a tie differently: head-to-head needs the whole
  // tied group to have met).
  const records = recordsOf(event, number - 1);
  const playing = new Set(players);
  const ranked = rankRecords([...records.values()], (id) => records.get(id)!.points, event.seed)
    .map((r) => r.record.id)
    .filter((id) => playing.has(id));
  const plan = pairByRank({
    ranked,
    met: (a, b) => records.get(a)!.met.has(b),
    hadBye: (a) => records.get(a)!.byes > 0,
    round: number,
  });
  if (!plan.ok) return plan;
  return ok({ round: toRound(number, plan.value.pairs, plan.value.bye), ranking: ranked });
}

/** The next round's pairing. */
export function pairNextRound(event: TournamentEvent): Outcome<PairedRound> {
  return pairRound(event, event.rounds.length + 1);
}
