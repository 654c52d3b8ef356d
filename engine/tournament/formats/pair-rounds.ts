// Checks shared by the presets that pair two players a table (ASO 2008, Urban War): the event
// file's rounds in order, players known, entered and seated once, one bye at most, each result
// belonging to a pairing of its round and recorded once; and, before pairing a round, every
// result of the rounds before it in. The first problem is reported, naming the field.
import type { Pairing, PlayerId } from '../types.js';
import { fail, ok, type Outcome } from '../types.js';
import { pairKey } from '../validate.js';

export interface PairedEntrant {
  readonly id: PlayerId;
  readonly dropped?: boolean;
  readonly joinedRound?: number;
}

export interface PairedRoundLike {
  readonly number: number;
  readonly pairings: readonly Pairing[];
  readonly results: readonly { readonly a: PlayerId; readonly b: PlayerId }[];
}

export type Problem = { code: string; message: string } | null;

/**
 * One round's pairings (tables once, known and entered players seated once, one bye) and its
 * results (each a pairing of the round, recorded once; `each` then checks a result's own
 * content, in order). OT2022's validate.ts uses it too, with its own name for the rules.
 */
export function checkRound<R extends { readonly a: PlayerId; readonly b: PlayerId }>(
  at: string,
  round: { readonly number: number; readonly pairings: readonly Pairing[]; readonly results: readonly R[] },
  entrants: ReadonlyMap<PlayerId, PairedEntrant>,
  rules: string,
  each: (where: string, result: R) => Problem = () => null,
): Problem {
  const seated = new Set<PlayerId>();
  const tables = new Set<number>();
  const pairs = new Set<string>();
  let byes = 0;
  for (const [p, pairing] of round.pairings.entries()) {
    const pat = `${at}.pairings[${p}]`;
    if (tables.has(pairing.table)) return { code: 'event/duplicate_table', message: `${pat}.table: table ${pairing.table} is used twice in round ${round.number}.` };
    tables.add(pairing.table);
    if (pairing.a === pairing.b) return { code: 'event/self_pairing', message: `${pat}: "${pairing.a}" is paired with himself.` };
    for (const side of ['a', 'b'] as const) {
      const pid = pairing[side];
      if (pid === null) continue;
      const entrant = entrants.get(pid);
      if (!entrant) return { code: 'event/unknown_player', message: `${pat}.${side}: "${pid}" is not an entrant.` };
      if ((entrant.joinedRound ?? 1) > round.number)
        return { code: 'event/not_joined', message: `${pat}.${side}: "${pid}" joins in round ${entrant.joinedRound}, so cannot play in round ${round.number}.` };
      if (seated.has(pid)) return { code: 'event/player_twice_in_round', message: `${pat}.${side}: "${pid}" is already paired in round ${round.number}.` };
      seated.add(pid);
    }
    if (pairing.b === null && ++byes > 1)
      return { code: 'event/extra_bye', message: `${pat}.b: round ${round.number} has a second bye; ${rules} gives one bye a round, and only for an odd number of players.` };
    if (pairing.b !== null) pairs.add(pairKey(pairing.a, pairing.b));
  }
  const recorded = new Set<string>();
  for (const [r, result] of round.results.entries()) {
    const rat = `${at}.results[${r}]`;
    const key = pairKey(result.a, result.b);
    if (!pairs.has(key)) return { code: 'event/result_without_pairing', message: `${rat}: ${result.a} v ${result.b} is not a pairing of round ${round.number}.` };
    if (recorded.has(key)) return { code: 'event/duplicate_result', message: `${rat}: round ${round.number} already has a result for ${result.a} v ${result.b}; edit that one instead.` };
    recorded.add(key);
    const bad = each(rat, result);
    if (bad) return bad;
  }
  return null;
}

/** Rounds numbered 1, 2, … with sound pairings, and results that belong to them once each. */
export function checkPairedRounds<R extends { readonly a: PlayerId; readonly b: PlayerId }>(
  entrantList: readonly PairedEntrant[],
  rounds: readonly { readonly number: number; readonly pairings: readonly Pairing[]; readonly results: readonly R[] }[],
  rules: string,
  each?: (where: string, result: R) => Problem,
): Problem {
  const entrants = new Map<PlayerId, PairedEntrant>();
  for (const [i, e] of entrantList.entries()) {
    if (entrants.has(e.id)) return { code: 'event/duplicate_entrant', message: `entrants[${i}].id: "${e.id}" is used by two entrants.` };
    entrants.set(e.id, e);
  }
  for (const [i, round] of rounds.entries()) {
    const at = `rounds[${i}]`;
    if (round.number !== i + 1) return { code: 'event/round_number', message: `${at}.number: expected ${i + 1} (rounds are listed in order from 1), found ${round.number}.` };
    const bad = checkRound(at, round, entrants, rules, each);
    if (bad) return bad;
  }
  return null;
}

/** Round `number` may be paired: it is the next one (or a re-pairing of an earlier one), within
 *  the event's rounds, and every result of the rounds before it is in. */
export function checkCanPair(rounds: readonly PairedRoundLike[], number: number, total: number, rules: string): Outcome<null> {
  const next = rounds.length + 1;
  if (!Number.isInteger(number) || number < 1 || number > next)
    return fail('pairing/round_out_of_order', `Round ${number} cannot be paired: the event has ${rounds.length} round(s), so the next is round ${next}.`);
  if (number > total) return fail('pairing/rounds_complete', `All ${total} rounds of this event are paired (${rules}).`);
  for (const round of rounds.slice(0, number - 1)) {
    const results = new Set(round.results.map((r) => pairKey(r.a, r.b)));
    const missing = round.pairings.find((p) => p.b !== null && !results.has(pairKey(p.a, p.b)));
    if (missing)
      return fail('pairing/results_missing', `Round ${round.number}, table ${missing.table} (${missing.a} v ${missing.b}) has no result yet; round ${number} is paired after every result is in.`);
  }
  return ok(null);
}

/** Players of round `number`: not dropped (or retired), entered by then. */
export function presentIn<E extends PairedEntrant>(entrants: readonly E[], number: number, out: ReadonlySet<PlayerId> = new Set()): PlayerId[] {
  return entrants.filter((e) => !e.dropped && !out.has(e.id) && (e.joinedRound ?? 1) <= number).map((e) => e.id);
}
