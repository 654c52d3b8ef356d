// The shapes of the tournament API's request bodies (docs/tournament-api.md), checked with zod
// before anything is decided; strict objects, so a misspelt field is named, not ignored.
import { z } from 'zod';
import { UNSAFE_NAME_MESSAGE, unsafeNameCharacter } from '../../engine/text.js';
import { deadlineSchema } from './tournament-schedule-schemas.js';

const scenario = z.union([z.string().min(1).max(60), z.record(z.string(), z.unknown())]);
const count = z.int().min(0).max(1000);
const reason = z.string().max(2000).optional();

/** A name others read: no control characters or bidirectional overrides (engine/text.ts). */
function safeName(schema: z.ZodString) {
  return schema.refine((v) => unsafeNameCharacter(v) === null, { message: UNSAFE_NAME_MESSAGE });
}

export const createTournamentSchema = z.strictObject({
  name: safeName(z.string().trim().min(1).max(120)),
  scenario: scenario.default('vellara-ford'),
  /** Per-round scenarios: "1", "2", … or "bracket". */
  roundScenarios: z.record(z.string().regex(/^([1-9][0-9]?|bracket)$/, 'keys are round numbers or "bracket"'), scenario).optional(),
  format: z.enum(['ot2022', 'aso2008', 'urban-war', 'vtes']).default('ot2022'),
  /** A preset's options (docs/tournament-format.md, "Formats"), checked by the preset. */
  formatOptions: z.record(z.string(), z.unknown()).optional(),
  playersPerGame: z.union([z.literal(2), z.literal(4), z.literal(6), z.literal(8)]).default(2),
  rulesOptions: z.record(z.string(), z.unknown()).optional(),
  /** How the round deadline rule scores a game with no result (docs/tournament-format.md). */
  deadlineForfeit: z.enum(['both-forfeit', 'not-completed']).optional(),
});

export const registrationSchema = z.strictObject({ open: z.boolean() });

export const signUpSchema = z.strictObject({
  name: safeName(z.string().max(60)),
  members: z.array(safeName(z.string().max(60))).max(8).default([]),
  /** Optional contact details (shown to the current opponents and the officials only). */
  contact: z.string().max(1000).optional(),
  /** A preset's entrant data: ASO 2008 rating and nationality, Urban War faction and models. */
  profile: z
    .strictObject({
      rating: z.number().min(0).max(10000).optional(),
      nationality: safeName(z.string().min(1).max(40)).optional(),
      faction: safeName(z.string().min(1).max(60)).optional(),
      models: z.int().min(1).max(1000).optional(),
      forcePoints: z.int().min(0).max(100000).optional(),
    })
    .optional(),
});

/** A preset game's (or V:TES table's) result, in its event file's shape; the preset checks it. */
export const presetResultSchema = z.strictObject({ result: z.record(z.string(), z.unknown()), reason });

/** V:TES: the final's seating (cards read left to right), first player, victory points. */
export const presetFinalSchema = z.strictObject({
  seating: z.array(z.string().min(1)).length(5, { error: 'the final is a table of five (V:EKN 3.1)' }),
  firstPlayer: z.string().min(1).optional(),
  vp: z.record(z.string(), z.number()).optional(),
  reason,
});

export const dropSchema = z.strictObject({ reason });

/** A missing or blank reason is refused by the decision (audit/reason_required), not here. */
export const reissueTokenSchema = z.strictObject({ reason: z.string().max(2000).default('') });

export const pairSchema = z.strictObject({
  round: z.int().min(1).optional(),
  ignoreDisputes: z.boolean().optional(),
  reason,
  /** The round's deadline: { date: YYYY-MM-DD, time: HH:MM, zone: IANA name }. */
  deadline: deadlineSchema.optional(),
});

export const gameResultSchema = z.strictObject({
  winner: z.string().min(1).nullable(),
  banners: z.record(z.string(), count),
  blocksLost: z.record(z.string(), count).optional(),
  forfeitBy: z.string().min(1).optional(),
  bothForfeited: z.literal(true).optional(),
});

export const setResultSchema = z.strictObject({ result: gameResultSchema, reason: z.string().max(2000) });

export const disputeSchema = z.strictObject({
  match: z.string().min(1).max(20),
  game: z.union([z.literal(1), z.literal(2)]),
  text: z.string().max(4000),
});

export const rulingSchema = z.strictObject({ reason: z.string().max(4000), result: gameResultSchema.nullable().default(null) });

export const emptySchema = z.strictObject({});

/** A confirmation names the report it confirms: its `seq` in the match view (`report.seq`). */
export const confirmSchema = z.strictObject({ report: z.number().int().positive() });

/** ASO 2008: a request to be paired with `with` in the next round (the entrant's own, or the
 *  organizer recording one for `player`). */
export const presetRequestSchema = z.strictObject({ with: z.string().min(1).max(20), player: z.string().min(1).max(20).optional() });

/** ASO 2008: the round's three scenarios (organizer). */
export const presetScenariosSchema = z.strictObject({ scenarios: z.array(z.string().min(1).max(60)).length(3, { error: 'ASO 2008 offers 3 scenarios each round' }) });

/** ASO 2008: a player's strike-out and first priority for his game. */
export const presetScenarioChoiceSchema = z.strictObject({ strike: z.string().min(1).max(60), first: z.string().min(1).max(60) });

/** A player's report of his preset game, and another player's confirmation of report `seq`. */
export const presetReportSchema = z.strictObject({ result: z.record(z.string(), z.unknown()) });
export const presetConfirmSchema = z.strictObject({ report: z.int().min(1) });
