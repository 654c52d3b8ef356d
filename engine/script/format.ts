// The scripted-game format (docs/scripted-games.md): a setup, then steps of
// { seat, command, expect, assert }. Validated with zod; docs/scripted-game.schema.json is
// generated from this file (npm run schema) and a test keeps the two in step.
import { z } from 'zod';
import { dieFaceSchema, gameCommandSchema } from '../command-schema.js';
import { armyIdSchema, hexSchema, sectionSchema } from '../scenario/types.js';

const armyRecord = <T extends z.ZodType>(t: T) => z.object({ north: t.optional(), south: t.optional() }).strict();
const sectionRecord = <T extends z.ZodType>(t: T) => z.object({ left: t.optional(), center: t.optional(), right: t.optional() }).strict();

const playPattern = z
  .object({ kind: z.string().optional(), sections: z.array(sectionSchema).optional(), counterAttack: z.boolean().optional(), inspired: z.boolean().optional(), cards: z.array(z.string()).optional() })
  .strict();

const viewAssertion = z
  .object({
    handSize: z.number().int().min(0).nullable().describe('Cards in the viewer\'s own hand (null: he sees no hand).').optional(),
    hand: z.array(z.string()).describe('Exactly the card ids of the hand he sees.').optional(),
    handSizes: armyRecord(z.number().int().min(0)).describe('Each army\'s hand size as this viewer sees it.').optional(),
    plays: z.array(playPattern).describe('The plays of the turn this viewer sees, in order.').optional(),
    hiddenPlays: z.number().int().min(0).optional(),
    noSecrets: z.boolean().describe('true: the view holds no deck order, seed, generator state, nor a card id the viewer may not see.').optional(),
    waitingFor: z.array(z.string()).describe('Seat ids the table waits for, as this viewer sees.').optional(),
  })
  .strict();

export const assertionSchema = z
  .object({
    activeArmy: armyIdSchema.optional(),
    turn: z.number().int().min(1).optional(),
    phase: z.enum(['command', 'orders', 'battle', 'draw', 'gameOver']).optional(),
    sectionSteps: sectionRecord(z.enum(['ordering', 'moving', 'ready', 'choosing', 'firstStrikeWindow', 'resolving', 'done']).nullable()).optional(),
    handSize: armyRecord(z.number().int().min(0)).describe('Cards in each Overall Commander\'s hand.').optional(),
    armyCommand: armyRecord(z.number().int().min(0)).describe('Army Command: the cards in hand (the count an Army card played now would use, including itself).').optional(),
    hand: armyRecord(z.array(z.string())).describe('Exact hand, as card ids, in any order.').optional(),
    handIncludes: armyRecord(z.array(z.string())).optional(),
    banners: armyRecord(z.number().int().min(0)).optional(),
    winner: armyIdSchema.nullable().optional(),
    deckSize: z.number().int().min(0).optional(),
    discardSize: z.number().int().min(0).optional(),
    fieldCardsCounted: z.number().int().min(0).max(3).describe('Field cards counted this turn (Coordinated Attack 3, Inspired pair 2, ...).').optional(),
    ordered: z.array(z.string()).describe('Exactly the units ordered this turn, in any order.').optional(),
    units: z.record(z.string(), z.object({ blocks: z.number().int().min(0).optional(), hex: hexSchema.optional(), eliminated: z.boolean().optional() }).strict()).optional(),
    initiative: sectionRecord(z.object({ face: dieFaceSchema.optional(), outcome: z.string().optional(), resolved: z.boolean().optional() }).strict()).optional(),
    emitted: z.array(z.string()).describe('Exactly the event types this step emitted, in order.').optional(),
    emittedIncludes: z.array(z.string()).describe('Event types this step emitted, in order, possibly with others between.').optional(),
    events: z.array(z.record(z.string(), z.unknown())).describe('Events this step emitted, in order, possibly with others between; each matches an event whose fields include these (deep partial match: objects by their listed keys, arrays element by element).').optional(),
    eventsExclude: z.array(z.record(z.string(), z.unknown())).describe('No event this step emitted matches any of these (deep partial match).').optional(),
    drawn: armyRecord(z.number().int().min(0)).describe('Cards each army drew in this step.').optional(),
    trail: z.record(z.string(), z.array(hexSchema)).describe('Movement trail of a unit this turn: start hex, then each hex entered.').optional(),
    visibleTo: z.record(z.string(), z.object({ handSize: z.number().int().optional(), hand: z.boolean().optional(), plays: z.number().int().optional(), hiddenPlays: z.number().int().optional() }).strict()).describe('What a seat\'s view shows: its own hand (true/false), plays visible/hidden.').optional(),
    legal: z.record(z.string(), z.object({ includes: z.array(z.string()).optional(), excludes: z.array(z.string()).optional() }).strict()).describe('Command types legalCommands offers a seat now.').optional(),
    view: z.record(z.string(), viewAssertion).describe('What a viewer\'s view shows: a seat id, "referee" or "spectator".').optional(),
    plays: z.array(playPattern).describe('The plays of the turn so far, in order (as the referee sees them).').optional(),
    lastTurnPlays: armyRecord(z.array(playPattern)).describe('Each army\'s plays of its last turn (what a Counter Attack may copy).').optional(),
    mayNotBattle: z.array(z.string()).describe('Exactly the units barred from battle this turn (Initiative banner or swords), any order.').optional(),
    cardsInPlay: z.array(z.string()).describe('Exactly the card ids of this turn\'s plays and reaction cards, any order.').optional(),
    totalCards: z.number().int().describe('Cards in deck + discards + hands + plays + reaction cards (60 a deck).').optional(),
  })
  .strict();

const expectSchema = z.union([
  z.literal('accepted'),
  z.object({ rejected: z.string().regex(/^[a-z_]+\/[a-z_]+$/, 'rejection codes look like area/reason') }).strict(),
]);

export const stepSchema = z.union([
  z
    .object({
      seat: z.string().min(1),
      talk: z.object({ channel: z.string(), text: z.unknown() }).strict().describe('A message the seat says: checked with the talk rules (engine/talk.ts).'),
      expect: expectSchema.default('accepted'),
      assert: assertionSchema.optional(),
      note: z.string().optional(),
    })
    .strict(),
  z
    .object({
      seat: z.string().min(1),
      command: z.union([gameCommandSchema, z.object({ type: z.string() }).passthrough()]).describe('A command; one whose shape is wrong is refused as command/malformed.'),
      expect: expectSchema.default('accepted'),
      assert: assertionSchema.optional(),
      note: z.string().optional(),
    })
    .strict(),
  z
    .object({
      do: z.literal('finishTurn').describe('Shorthand: every Field General of the active army ends orders, moves and battles in turn; the draw follows.'),
      assert: assertionSchema.optional(),
      note: z.string().optional(),
    })
    .strict(),
]);

export const scriptSchema = z
  .object({
    $schema: z.string().optional(),
    name: z.string().min(1),
    rule: z.string().min(1).describe('The rule sentence this case checks, quoted or paraphrased.'),
    source: z.string().min(1).describe('Where the rule is written: file and section.'),
    before: assertionSchema.describe('What must be true right after set-up, before the first step.').optional(),
    expectSetup: z.object({ rejected: z.string().regex(/^[a-z_]+\/[a-z_]+$/) }).strict().describe('The set-up itself is refused with this code (then no step runs).').optional(),
    setup: z
      .object({
        scenario: z.union([z.string(), z.record(z.string(), z.unknown())]).describe('A demonstration scenario id, or a whole scenario object.'),
        players: z.union([z.literal(8), z.literal(6), z.literal(4), z.literal(2)]).default(8),
        seed: z.string().default('scripted'),
        options: z.record(z.string(), z.unknown()).optional(),
        hands: armyRecord(z.array(z.string())).describe('Deal exactly these cards (ids like order-two-left#1); the rest of the deck follows.').optional(),
        drawPile: z.array(z.string()).describe('The top of the deck after dealing, first drawn first.').optional(),
        dice: z.array(dieFaceSchema).describe('Die faces to roll, in order; seeded dice after they run out.').optional(),
      })
      .strict(),
    steps: z.array(stepSchema).default([]),
  })
  .strict();

export type Script = z.output<typeof scriptSchema>;
export type ScriptStep = Script['steps'][number];
export type Assertion = z.output<typeof assertionSchema>;
