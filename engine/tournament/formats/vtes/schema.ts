// The V:TES event file's shape (docs/tournament-format.md, "V:TES"), checked with zod, then
// the cross-field checks: tables of 4 or 5 known players seated once a round, results for
// tables of their round with every seat's victory points (halves, at most one per player at
// the table in all), the time limits (3.1.1) and the no-final rule (3.1.6).
import { z } from 'zod';
import { shapeRejection } from '../../schema.js';
import { fail, ok, type Outcome } from '../../types.js';
import { entrantFields, eventSeed, playerId } from '../schema-parts.js';
import { isVictoryPoints } from './scoring.js';
import { vtesOptions, type VtesEvent } from './types.js';

const id = playerId;
const vp = z.record(z.string(), z.number());

export const VtesEventSchema = z.strictObject({
  name: z.string().min(1),
  seed: eventSeed,
  format: z.literal('vtes'),
  options: z
    .strictObject({
      rounds: z.int().min(2, { error: 'V:TES plays "two or more" preliminary rounds' }).max(20).optional(),
      final: z.boolean().optional(),
      timeLimitMinutes: z.int().min(120, { error: 'the minimum time limit of a V:TES round is two hours (3.1.1)' }).optional(),
      finalTimeLimitMinutes: z.int().min(120, { error: 'the minimum time limit of a V:TES round is two hours (3.1.1)' }).optional(),
      sitOut: z.boolean().optional(),
    })
    .optional(),
  entrants: z.array(z.strictObject(entrantFields)),
  rounds: z.array(
    z.strictObject({
      number: z.int().min(1),
      tables: z.array(z.strictObject({ table: z.int().min(1), seats: z.array(id).min(4, { error: 'a table seats 4 or 5 players' }).max(5, { error: 'a table seats 4 or 5 players' }) })),
      sitOut: z.array(id).optional(),
      results: z.array(z.strictObject({ table: z.int().min(1), vp })),
    }),
  ),
  final: z.strictObject({ seating: z.array(id), firstPlayer: id.optional(), vp: vp.optional() }).optional(),
});

const _agrees: (e: z.infer<typeof VtesEventSchema>) => VtesEvent = (e) => e;
void _agrees;

function crossCheck(e: VtesEvent): Outcome<VtesEvent> {
  const o = vtesOptions(e);
  if (o.finalTimeLimitMinutes < o.timeLimitMinutes)
    return fail('event/bad_time_limit', `options.finalTimeLimitMinutes: the final "may last longer than the preliminary rounds" (3.1.1), not shorter (${o.finalTimeLimitMinutes} < ${o.timeLimitMinutes}).`);
  if (!o.final && e.entrants.length >= 8)
    return fail('event/final_required', `options.final: only a tournament "with fewer than 8 players" may omit the final (3.1.6); this one has ${e.entrants.length}.`);
  const entrants = new Map(e.entrants.map((x) => [x.id, x]));
  if (entrants.size !== e.entrants.length) return fail('event/duplicate_entrant', 'entrants: two entrants share an id.');
  for (const [i, round] of e.rounds.entries()) {
    const at = `rounds[${i}]`;
    if (round.number !== i + 1) return fail('event/round_number', `${at}.number: expected ${i + 1} (rounds are listed in order from 1), found ${round.number}.`);
    const seated = new Set<string>();
    const tables = new Map<number, readonly string[]>();
    for (const [t, table] of round.tables.entries()) {
      if (tables.has(table.table)) return fail('event/duplicate_table', `${at}.tables[${t}].table: table ${table.table} is used twice in round ${round.number}.`);
      tables.set(table.table, table.seats);
    }
    const places: [string, string][] = [
      ...round.tables.flatMap((table, t) => table.seats.map((pid): [string, string] => [`${at}.tables[${t}]`, pid])),
      ...(round.sitOut ?? []).map((pid): [string, string] => [`${at}.sitOut`, pid]),
    ];
    for (const [where, pid] of places) {
      const entrant = entrants.get(pid);
      if (!entrant) return fail('event/unknown_player', `${where}: "${pid}" is not an entrant.`);
      if ((entrant.joinedRound ?? 1) > round.number) return fail('event/not_joined', `${where}: "${pid}" joins in round ${entrant.joinedRound}, so cannot play in round ${round.number}.`);
      if (seated.has(pid)) return fail('event/player_twice_in_round', `${where}: "${pid}" is seated twice in round ${round.number}.`);
      seated.add(pid);
    }
    const recorded = new Set<number>();
    for (const [r, result] of round.results.entries()) {
      const rat = `${at}.results[${r}]`;
      const seats = tables.get(result.table);
      if (!seats) return fail('event/result_without_pairing', `${rat}.table: round ${round.number} has no table ${result.table}.`);
      if (recorded.has(result.table)) return fail('event/duplicate_result', `${rat}: table ${result.table} of round ${round.number} already has a result; edit that one instead.`);
      recorded.add(result.table);
      const names = Object.keys(result.vp);
      const stranger = names.find((n) => !seats.includes(n));
      if (stranger) return fail('event/winner_not_in_match', `${rat}.vp: "${stranger}" is not seated at table ${result.table}.`);
      const missing = seats.find((s) => !(s in result.vp));
      if (missing) return fail('event/victory_points_missing', `${rat}.vp: every player at the table has victory points (0 too); ${missing} has none.`);
      const bad = names.find((n) => !isVictoryPoints(result.vp[n]!));
      if (bad) return fail('event/bad_victory_points', `${rat}.vp.${bad}: victory points are whole or half points, 0 or more (3.7.2).`);
      const total = names.reduce((n, x) => n + result.vp[x]!, 0);
      if (total > seats.length) return fail('event/bad_victory_points', `${rat}.vp: ${total} victory points at a table of ${seats.length}; one is won per prey ousted, or half for surviving, so at most ${seats.length}.`);
    }
  }
  return ok(e);
}

export function parseVtesEvent(json: unknown): Outcome<VtesEvent> {
  const r = VtesEventSchema.safeParse(json);
  return r.success ? crossCheck(r.data) : shapeRejection(r.error);
}
