// Pieces of the presets' event-file schemas (zod, strict objects) that every preset shares:
// player ids, the entrant's common fields, and rounds of two-player pairings with results.
import { z } from 'zod';

export const playerId = z.string().min(1, { error: 'must be a non-empty player id' });
export const eventSeed = z.string().min(1, { error: 'must be the recorded event seed' });

/** id, name, dropped, joinedRound: spread into a preset's entrant object. */
export const entrantFields = { id: playerId, name: z.string().min(1), dropped: z.boolean().optional(), joinedRound: z.int().min(1).optional() };

/** Rounds of `{table, a, b | null}` pairings and the preset's results. */
export function pairedRounds<R extends z.ZodType>(result: R) {
  return z.array(
    z.strictObject({
      number: z.int().min(1),
      pairings: z.array(z.strictObject({ table: z.int().min(1), a: playerId, b: playerId.nullable() })),
      results: z.array(result),
    }),
  );
}
