// The referee's changes to an event, as pure functions returning a new event: record (or
// correct) a result, publish (or re-pair) a round, drop or add an entrant. A result replaces
// any earlier one for the same pairing, so nothing is ever applied twice, and a correction
// after the next round was paired changes the standings but not the published pairing.
import { pairRound } from './pairing.js';
import type { Entrant, MatchResult, PlayerId, Round, TournamentEvent } from './types.js';
import { fail, ok, type Outcome } from './types.js';
import { pairKey, validateEvent } from './validate.js';

function replaceRound(event: TournamentEvent, round: Round): TournamentEvent {
  return { ...event, rounds: event.rounds.map((r) => (r.number === round.number ? round : r)) };
}

/** Records a Swiss result, replacing an earlier result of the same pairing. */
export function recordResult(event: TournamentEvent, roundNumber: number, result: MatchResult): Outcome<TournamentEvent> {
  const round = event.rounds.find((r) => r.number === roundNumber);
  if (!round) return fail('result/no_such_round', `Round ${roundNumber} is not paired yet.`);
  const key = pairKey(result.a, result.b);
  const others = round.results.filter((r) => pairKey(r.a, r.b) !== key);
  const edited = replaceRound(event, { ...round, results: [...others, result] });
  // Every check of the event file applies: the pair must be a pairing of the round, etc.
  return validateEvent(edited);
}

/**
 * Publishes round `number`'s pairing: the next round, or a re-pairing of the last round while
 * it has no results. The published pairing is never changed otherwise.
 */
export function publishRound(event: TournamentEvent, number = event.rounds.length + 1): Outcome<TournamentEvent> {
  const existing = event.rounds.find((r) => r.number === number);
  if (existing && number !== event.rounds.length)
    return fail('pairing/later_rounds_exist', `Round ${number} cannot be re-paired: round ${event.rounds.length} is already paired.`);
  if (existing && existing.results.length > 0)
    return fail('pairing/round_has_results', `Round ${number} already has ${existing.results.length} result(s); it cannot be re-paired.`);
  const paired = pairRound(event, number);
  if (!paired.ok) return paired;
  return ok(existing ? replaceRound(event, paired.value.round) : { ...event, rounds: [...event.rounds, paired.value.round] });
}

function updateEntrant(event: TournamentEvent, id: PlayerId, change: Partial<Entrant>): Outcome<TournamentEvent> {
  if (!event.entrants.some((e) => e.id === id)) return fail('entrant/unknown', `"${id}" is not an entrant.`);
  return ok({ ...event, entrants: event.entrants.map((e) => (e.id === id ? { ...e, ...change } : e)) });
}

/** Drops a player: not paired from the next pairing on; his results stay. */
export function dropEntrant(event: TournamentEvent, id: PlayerId): Outcome<TournamentEvent> {
  return updateEntrant(event, id, { dropped: true });
}

/** A late entry: paired from the next round on, with 0 points. */
export function addEntrant(event: TournamentEvent, entrant: { id: PlayerId; name: string }): Outcome<TournamentEvent> {
  if (event.entrants.some((e) => e.id === entrant.id)) return fail('entrant/duplicate', `"${entrant.id}" is already an entrant.`);
  const joinedRound = event.rounds.length + 1;
  return ok({ ...event, entrants: [...event.entrants, joinedRound > 1 ? { ...entrant, joinedRound } : { ...entrant }] });
}
