// The shape of every command, as zod schemas: the server validates incoming messages with
// them, the scripted-game runner validates scripts, and docs/scripted-game.schema.json is
// generated from them. Shape only: the rules are decide's business.
import { z } from 'zod';
import { DIE_FACES } from './rules/random.js';
import { hexSchema, sectionSchema } from './scenario/types.js';

const id = z.string().min(1).max(80);
const sections = z.array(sectionSchema).min(1).max(3);
const copy = z.object({ play: z.number().int().min(0).max(10) }).strict();
const allocation = z.object({ left: z.number().int().min(0).max(20), center: z.number().int().min(0).max(20), right: z.number().int().min(0).max(20) }).strict();
const path = z.array(hexSchema).max(12);

export const gameCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('IssueFieldCard'), cardId: id, sections: sections.optional(), copy: copy.optional() }).strict(),
  z.object({ type: z.literal('CompleteCommandStep'), visit: sectionSchema.nullable() }).strict(),
  z.object({ type: z.literal('PlayArmyCard'), cardId: id, allocation: allocation.optional(), copy: copy.optional() }).strict(),
  z.object({ type: z.literal('OrderUnit'), section: sectionSchema, unitId: id }).strict(),
  z.object({ type: z.literal('RollInitiative'), section: sectionSchema }).strict(),
  z.object({ type: z.literal('ApplyInitiativeRetreat'), section: sectionSchema, unitId: id, path }).strict(),
  z.object({ type: z.literal('ApplyInitiativeBlockLoss'), section: sectionSchema, unitId: id }).strict(),
  z.object({ type: z.literal('RallyUnit'), section: sectionSchema, unitId: id }).strict(),
  z.object({ type: z.literal('EndOrders'), section: sectionSchema }).strict(),
  z.object({ type: z.literal('MoveUnit'), section: sectionSchema, unitId: id, path: path.min(1) }).strict(),
  z.object({ type: z.literal('MoveAfterFire'), section: sectionSchema, unitId: id, path: path.min(1) }).strict(),
  z.object({ type: z.literal('EndMoves'), section: sectionSchema }).strict(),
  z.object({ type: z.literal('DeclareBattle'), section: sectionSchema, attackerId: id, targetId: id }).strict(),
  z.object({ type: z.literal('PlayFirstStrike'), cardId: id, section: sectionSchema }).strict(),
  z.object({ type: z.literal('DeclineFirstStrike'), section: sectionSchema }).strict(),
  z.object({ type: z.literal('ChooseRetreat'), section: sectionSchema, path }).strict(),
  z.object({ type: z.literal('ChooseEvade'), section: sectionSchema, evade: z.boolean(), path: path.optional() }).strict(),
  z.object({ type: z.literal('ChooseMomentum'), section: sectionSchema, advance: z.boolean() }).strict(),
  z.object({ type: z.literal('ChooseMomentumMove'), section: sectionSchema, hex: hexSchema.nullable() }).strict(),
  z.object({ type: z.literal('ChooseBonusCombat'), section: sectionSchema, targetId: id.nullable() }).strict(),
  z.object({ type: z.literal('ChooseLeaderEscape'), section: sectionSchema, path }).strict(),
  z.object({ type: z.literal('EndBattles'), section: sectionSchema }).strict(),
]);

export const dieFaceSchema = z.enum(DIE_FACES as [string, ...string[]]);

/** Validates a command's shape; the error names the field and what is wrong. */
export function parseGameCommand(input: unknown): { ok: true; command: z.output<typeof gameCommandSchema> } | { ok: false; message: string } {
  const r = gameCommandSchema.safeParse(input);
  if (r.success) return { ok: true, command: r.data };
  return { ok: false, message: r.error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('; ') };
}
