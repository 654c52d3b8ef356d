// The ASO 2008 event file's shape (docs/tournament-format.md, "ASO 2008"), checked with zod
// (strict objects: a misspelt field is named), then the cross-field checks: pairings
// (pair-rounds.ts), winners in their game, judged games agreeing with the judges' average.
import { z } from 'zod';
import { shapeRejection } from '../../schema.js';
import { fail, ok, type Outcome } from '../../types.js';
import { checkPairedRounds } from '../pair-rounds.js';
import { entrantFields, eventSeed, pairedRounds, playerId } from '../schema-parts.js';
import { judgedOutcome, judgesProblem, outcomeFor } from './scoring.js';
import type { AsoEvent } from './types.js';

const id = playerId;

export const AsoEventSchema = z.strictObject({
  name: z.string().min(1),
  seed: eventSeed,
  format: z.literal('aso2008'),
  options: z
    .strictObject({
      rounds: z.int().min(1).max(20).optional(),
      firstPool: z.int().min(2).optional(),
      requestPointGap: z.int().min(0).optional(),
      byeAs: z.enum(['win', 'draw']).optional(),
    })
    .optional(),
  scenarios: z.record(z.string().regex(/^[1-9][0-9]?$/), z.array(z.string().min(1)).length(3, { error: 'each round offers 3 scenarios (ASO 2008)' })).optional(),
  entrants: z.array(
    z.strictObject({
      ...entrantFields,
      rating: z.number({ error: 'must be the ASO rating at tournament start' }),
      nationality: z.string().min(1).optional(),
    }),
  ),
  requests: z.array(z.strictObject({ round: z.int().min(1), a: id, b: id })).optional(),
  rounds: pairedRounds(
    z.strictObject({
      a: id,
      b: id,
      winner: id.nullable(),
      decidedBy: z.enum(['play', 'agreement', 'dice', 'judges']).optional(),
      judgesA: z.array(z.number()).optional(),
      scenario: z.string().min(1).optional(),
    }),
  ),
});

const _agrees: (e: z.infer<typeof AsoEventSchema>) => AsoEvent = (e) => e;
void _agrees;

function crossCheck(e: AsoEvent): Outcome<AsoEvent> {
  const pairs = checkPairedRounds(e.entrants, e.rounds, 'ASO 2008');
  if (pairs) return fail(pairs.code, pairs.message);
  const known = new Set(e.entrants.map((x) => x.id));
  for (const [i, r] of (e.requests ?? []).entries())
    for (const side of ['a', 'b'] as const)
      if (!known.has(r[side])) return fail('event/unknown_player', `requests[${i}].${side}: "${r[side]}" is not an entrant.`);
  for (const [i, round] of e.rounds.entries())
    for (const [j, r] of round.results.entries()) {
      const at = `rounds[${i}].results[${j}]`;
      if (r.winner !== null && r.winner !== r.a && r.winner !== r.b) return fail('event/winner_not_in_match', `${at}.winner: "${r.winner}" is not a player of this game (${r.a} v ${r.b}).`);
      if (r.judgesA !== undefined) {
        const problem = judgesProblem(r.judgesA);
        if (problem) return fail('event/bad_judges', `${at}.judgesA: ${problem} (ASO 2008, Deciding games).`);
        if (judgedOutcome(r.judgesA) !== outcomeFor(r, r.a))
          return fail('event/judged_result_mismatch', `${at}: the judges' average for ${r.a} gives a ${judgedOutcome(r.judgesA)}, but the result records a ${outcomeFor(r, r.a)} (0–40% loss, over 40 and under 60% draw, 60–100% win).`);
      }
      const scenarios = e.scenarios?.[String(round.number)];
      if (r.scenario !== undefined && scenarios && !scenarios.includes(r.scenario))
        return fail('event/unknown_scenario', `${at}.scenario: "${r.scenario}" is not one of round ${round.number}'s scenarios (${scenarios.join(', ')}).`);
    }
  return ok(e);
}

export function parseAsoEvent(json: unknown): Outcome<AsoEvent> {
  const r = AsoEventSchema.safeParse(json);
  return r.success ? crossCheck(r.data) : shapeRejection(r.error);
}
