// Seating a V:TES preliminary round (seating.ts) once the event allows it: the rounds in
// order, every table of the rounds before it with a result, no more than the preliminary
// rounds, at least four players, and 6, 7 or 11 players only with sit-outs.
import type { PlayerId } from '../../types.js';
import { fail, ok, type Outcome } from '../../types.js';
import { seatable, seatRound, type Seating } from './seating.js';
import { vtesOptions, type VtesEvent, type VtesRound } from './types.js';

export interface VtesSeatedRound {
  readonly round: VtesRound & { readonly results: [] };
  readonly repeatedPreyRelations: number;
  readonly timeLimitMinutes: number;
}

export function playersOfRound(event: VtesEvent, number: number): PlayerId[] {
  return event.entrants.filter((e) => !e.dropped && (e.joinedRound ?? 1) <= number).map((e) => e.id);
}

export function seatVtesRound(event: VtesEvent, number: number): Outcome<VtesSeatedRound> {
  const o = vtesOptions(event);
  const next = event.rounds.length + 1;
  if (!Number.isInteger(number) || number < 1 || number > next)
    return fail('pairing/round_out_of_order', `Round ${number} cannot be seated: the event has ${event.rounds.length} round(s), so the next is round ${next}.`);
  if (number > o.rounds)
    return fail('pairing/rounds_complete', `All ${o.rounds} preliminary rounds are seated (V:EKN 3.1)${o.final ? '; the five highest-ranked players advance to the final' : ''}.`);
  for (const r of event.rounds.slice(0, number - 1)) {
    const missing = r.tables.find((t) => !r.results.some((x) => x.table === t.table));
    if (missing) return fail('pairing/results_missing', `Round ${r.number}, table ${missing.table} has no result yet; round ${number} is seated after every result is in.`);
  }
  const players = playersOfRound(event, number);
  if (players.length < 4) return fail('pairing/too_few_players', `Round ${number} has ${players.length} player(s); a V:TES table needs at least 4.`);
  if (!seatable(players.length) && !o.sitOut)
    return fail('seating/not_seatable', `${players.length} players cannot be divided into tables of 4 and 5 (V:EKN 3.1.2), and this event does not use sit-outs.`);
  const s: Seating = seatRound(event.seed, number, players, event.rounds.slice(0, number - 1), o.rounds - number + 1);
  const round = { number, tables: s.tables, ...(s.sitOut.length > 0 ? { sitOut: s.sitOut } : {}), results: [] as [] };
  return ok({ round, repeatedPreyRelations: s.repeatedPreyRelations, timeLimitMinutes: o.timeLimitMinutes });
}
