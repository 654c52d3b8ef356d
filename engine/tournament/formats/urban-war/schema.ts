// The Urban War event file's shape (docs/tournament-format.md, "Urban War"), checked with zod,
// then the cross-field checks: pairings (pair-rounds.ts), models lost within the force, a
// concession by a player of the game, and no game for a player who retired by conceding.
import { z } from 'zod';
import { shapeRejection } from '../../schema.js';
import { fail, ok, type Outcome } from '../../types.js';
import { checkPairedRounds } from '../pair-rounds.js';
import { entrantFields, eventSeed, pairedRounds, playerId } from '../schema-parts.js';
import { uwOptions, type UwEvent } from './types.js';

const id = playerId;
const count = z.int({ error: 'must be a whole number' }).min(0, { error: 'must be 0 or more' });

export const UwEventSchema = z.strictObject({
  name: z.string().min(1),
  seed: eventSeed,
  format: z.literal('urban-war'),
  options: z.strictObject({ rounds: z.int().min(1).max(20).optional(), byePoints: count.optional(), timeLimitMinutes: z.int().min(1).optional(), pointsLimit: z.int().min(1).optional() }).optional(),
  entrants: z.array(
    z.strictObject({
      ...entrantFields,
      faction: z.string().min(1),
      models: z.int().min(1, { error: 'a force has at least one model' }),
      forcePoints: count.optional(),
    }),
  ),
  rounds: pairedRounds(
    z.strictObject({
      a: id,
      b: id,
      lostA: count,
      lostB: count,
      withdrewA: z.boolean().optional(),
      withdrewB: z.boolean().optional(),
      concededBy: id.optional(),
      bonusA: count.optional(),
      bonusB: count.optional(),
    }),
  ),
});

const _agrees: (e: z.infer<typeof UwEventSchema>) => UwEvent = (e) => e;
void _agrees;

function crossCheck(e: UwEvent): Outcome<UwEvent> {
  const pairs = checkPairedRounds(e.entrants, e.rounds, 'Urban War');
  if (pairs) return fail(pairs.code, pairs.message);
  const limit = uwOptions(e).pointsLimit;
  const over = e.entrants.findIndex((x) => (x.forcePoints ?? 0) > limit);
  if (over >= 0) return fail('event/over_points_limit', `entrants[${over}].forcePoints: ${e.entrants[over]!.forcePoints} points is over the Team Points Limit of ${limit} (Urban War Tournament Games).`);
  const models = new Map(e.entrants.map((x) => [x.id, x.models]));
  const retiredIn = new Map<string, number>();
  for (const [i, round] of e.rounds.entries()) {
    for (const [p, pairing] of round.pairings.entries())
      for (const pid of [pairing.a, pairing.b])
        if (pid !== null && retiredIn.has(pid))
          return fail('event/retired_player', `rounds[${i}].pairings[${p}]: "${pid}" conceded in round ${retiredIn.get(pid)} and retired ("he or she can play no more games", Urban War, Conceding).`);
    for (const [j, r] of round.results.entries()) {
      const at = `rounds[${i}].results[${j}]`;
      for (const [side, lost] of [['a', r.lostA], ['b', r.lostB]] as const)
        if (lost > models.get(r[side])!) return fail('event/bad_losses', `${at}.lost${side.toUpperCase()}: ${lost} models lost, but ${r[side]}'s force has ${models.get(r[side])}.`);
      if (r.concededBy !== undefined) {
        if (r.concededBy !== r.a && r.concededBy !== r.b) return fail('event/forfeit_not_in_match', `${at}.concededBy: "${r.concededBy}" is not a player of this game (${r.a} v ${r.b}).`);
        retiredIn.set(r.concededBy, round.number);
      }
    }
  }
  return ok(e);
}

export function parseUwEvent(json: unknown): Outcome<UwEvent> {
  const r = UwEventSchema.safeParse(json);
  return r.success ? crossCheck(r.data) : shapeRejection(r.error);
}
