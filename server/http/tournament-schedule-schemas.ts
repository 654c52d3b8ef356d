// The shapes of the schedule routes' bodies (docs/tournament-api.md, "Deadlines, scheduling,
// notes"), strict like the others. Lengths and characters of notes and contact details are
// decided by apply-schedule.ts with their own codes; these limits only bound the request.
import { z } from 'zod';

/** A time as ISO 8601 with its offset ("2026-12-01T20:00:00+01:00" or "…Z"): an instant. */
const instant = z.iso.datetime({ offset: true });

/** A deadline as the organizer gives it: a date, a wall time and an IANA zone. */
export const deadlineSchema = z.strictObject({
  date: z.string().max(20),
  time: z.string().max(10),
  zone: z.string().max(64),
});

export const setDeadlineSchema = z.strictObject({ ...deadlineSchema.shape, reason: z.string().max(2000).optional() });

export const proposeSchema = z.strictObject({ times: z.array(instant).max(50) });

export const acceptSchema = z.strictObject({ time: instant });

export const noteSchema = z.strictObject({ match: z.string().min(1).max(20), text: z.string().max(10_000) });

export const contactSchema = z.strictObject({ contact: z.string().max(1000).nullable() });

export const forfeitsSchema = z.strictObject({
  /** The matches to forfeit; default: those the rule lists as forfeitable now. */
  matches: z.array(z.string().min(1).max(20)).max(500).optional(),
  reason: z.string().max(2000).optional(),
});
