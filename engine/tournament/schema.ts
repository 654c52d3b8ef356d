// The event file's shape (docs/tournament-format.md), checked with zod before anything is
// computed. Objects are strict, so a misspelt field ("bannerA") is named, not ignored.
// The cross-field checks (known players, one result per pairing…) are in validate.ts.
import { z } from 'zod';
import type { TournamentEvent } from './types.js';
import { fail, ok, type Outcome } from './types.js';

const id = z.string().min(1, { error: 'must be a non-empty player id' });
const count = z.int({ error: 'must be a whole number' }).min(0, { error: 'must be 0 or more' });

const GameSchema = z.strictObject({
  winner: id.nullable(),
  bannersA: count,
  bannersB: count,
  blocksLostA: count.optional(),
  blocksLostB: count.optional(),
  forfeitBy: id.optional(),
  bothForfeited: z.literal(true).optional(),
});

// OT2022, Preliminary Swiss rounds: "3 points available for each pair of games"; the
// elimination matches are also played twice ("Each pair plays the scenario twice").
const games = z.array(GameSchema).length(2, { error: 'a match is exactly two games, sides swapped (OT2022)' });

const MatchResultSchema = z.strictObject({ a: id, b: id, games });

const RoundSchema = z.strictObject({
  number: z.int().min(1),
  pairings: z.array(z.strictObject({ table: z.int().min(1), a: id, b: id.nullable() })),
  results: z.array(MatchResultSchema),
});

const BracketSchema = z.strictObject({
  seeds: z.array(id).length(8, { error: 'the Top 8 has exactly eight seeds (OT2022, Elimination Rounds)' }).optional(),
  results: z.array(
    z.strictObject({ match: z.enum(['QF1', 'QF2', 'QF3', 'QF4', 'SF1', 'SF2', 'F']), a: id, b: id, games }),
  ),
});

export const EventSchema = z.strictObject({
  name: z.string().min(1),
  seed: z.string().min(1, { error: 'must be the recorded event seed' }),
  format: z.literal('ot2022'),
  entrants: z.array(
    z.strictObject({ id, name: z.string().min(1), dropped: z.boolean().optional(), joinedRound: z.int().min(1).optional() }),
  ),
  rounds: z.array(RoundSchema),
  bracket: BracketSchema.optional(),
});

// The schema and the hand-written readonly types must agree.
const _agrees: (e: z.infer<typeof EventSchema>) => TournamentEvent = (e) => e;
void _agrees;

/** `rounds[1].results[0].games[1].bannersA` */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out || '(the event)';
}

/** Shape check only; `parseEvent` (validate.ts) adds the cross-field checks. */
export function parseEventShape(json: unknown): Outcome<TournamentEvent> {
  const r = EventSchema.safeParse(json);
  return r.success ? ok(r.data) : shapeRejection(r.error);
}

/** A zod failure as `event/invalid_field`, naming the first field (the presets use it too). */
export function shapeRejection(error: z.ZodError): { ok: false; rejection: { code: string; message: string } } {
  const [first, ...more] = error.issues;
  const sentence = `${fieldPath(first!.path)}: ${first!.message}`;
  const also = more.length > 0 ? ` (and ${more.length} more problem${more.length > 1 ? 's' : ''})` : '';
  return fail('event/invalid_field', `${sentence}${also}.`);
}
