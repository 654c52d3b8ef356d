// The scenario format (documented in docs/scenarios.md). Validated with zod so that an
// organizer's uploaded file gets a precise error instead of a broken game.
import { z } from 'zod';
import { isOnBoard, formatHex, hexKey } from '../board/hex.js';
import { UNIT_TYPE_IDS, UNIT_TYPES, type UnitType } from '../units/catalog.js';

import { TERRAIN, TERRAIN_ALIASES, TERRAIN_TYPES, type TerrainType } from '../terrain/catalog.js';
import { UNSAFE_NAME_MESSAGE, unsafeNameCharacter } from '../text.js';

export const hexSchema = z.object({ col: z.number().int(), row: z.number().int() }).strict();
export const armyIdSchema = z.enum(['north', 'south']);
export const sectionSchema = z.enum(['left', 'center', 'right']);

const armySetupSchema = z
  .object({
    name: z.string().min(1).max(60).refine((v) => unsafeNameCharacter(v) === null, { message: UNSAFE_NAME_MESSAGE }),
    commandCards: z.number().int().min(1).max(12).describe("The army's Command card number (War Council)."),
    victoryBanners: z.number().int().min(1).max(30),
  })
  .strict();

const unitSchema = z
  .object({
    // `__proto__` is refused: the state keys its units record by id (engine/evolve.ts), and
    // there that name would reach the record's prototype instead of naming a unit.
    id: z.string().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/, 'unit ids use letters, digits, - and _').refine((id) => id !== '__proto__', 'the unit id __proto__ is reserved; choose another'),
    army: armyIdSchema,
    type: z.enum(UNIT_TYPE_IDS as [UnitType, ...UnitType[]]),
    hex: hexSchema,
    blocks: z.number().int().min(1).max(6).optional(),
  })
  .strict();

/** A terrain id; an older name (TERRAIN_ALIASES: "rough") is read as the terrain it now is. */
const terrainSchema = z.union([
  z.enum(TERRAIN_TYPES),
  z.enum(Object.keys(TERRAIN_ALIASES) as [string, ...string[]]).transform((v): TerrainType => TERRAIN_ALIASES[v]!),
]);

export const scenarioSchema = z
  .object({
    id: z.string().min(1).max(60).regex(/^[a-z0-9-]+$/, 'scenario ids use lower-case letters, digits and -'),
    name: z.string().min(1).max(120).refine((v) => unsafeNameCharacter(v) === null, { message: UNSAFE_NAME_MESSAGE }),
    description: z.string().max(4000).default(''),
    decks: z.union([z.literal(1), z.literal(2)]).default(1),
    firstArmy: armyIdSchema,
    armies: z.object({ north: armySetupSchema, south: armySetupSchema }).strict(),
    terrain: z.array(z.object({ hex: hexSchema, terrain: terrainSchema }).strict()).default([]),
    units: z.array(unitSchema).min(1),
    specialRules: z.string().max(4000).default(''),
  })
  .strict()
  .superRefine((s, ctx) => {
    const ids = new Set<string>();
    const occupied = new Map<string, string>();
    s.units.forEach((u, i) => {
      if (ids.has(u.id)) ctx.addIssue({ code: 'custom', path: ['units', i, 'id'], message: `unit id ${u.id} is used twice` });
      ids.add(u.id);
      if (!isOnBoard(u.hex)) ctx.addIssue({ code: 'custom', path: ['units', i, 'hex'], message: `hex ${formatHex(u.hex)} is off the 26x9 board` });
      if (u.type !== 'leader') {
        const key = hexKey(u.hex);
        const other = occupied.get(key);
        if (other) ctx.addIssue({ code: 'custom', path: ['units', i, 'hex'], message: `units ${other} and ${u.id} stand on the same hex ${formatHex(u.hex)}` });
        occupied.set(key, u.id);
      }
    });
    const terrainHexes = new Set<string>();
    const impassable = new Map(s.terrain.map((t) => [hexKey(t.hex), t.terrain]));
    s.units.forEach((u, i) => {
      const t = impassable.get(hexKey(u.hex));
      if (t && TERRAIN[t].impassable(u.type)) ctx.addIssue({ code: 'custom', path: ['units', i, 'hex'], message: `${u.id} stands on ${TERRAIN[t].name.toLowerCase()} at ${formatHex(u.hex)}, which is impassable to it` });
    });
    s.terrain.forEach((t, i) => {
      if (!isOnBoard(t.hex)) ctx.addIssue({ code: 'custom', path: ['terrain', i, 'hex'], message: `hex ${formatHex(t.hex)} is off the 26x9 board` });
      if (terrainHexes.has(hexKey(t.hex))) ctx.addIssue({ code: 'custom', path: ['terrain', i, 'hex'], message: `hex ${formatHex(t.hex)} has two terrain entries` });
      terrainHexes.add(hexKey(t.hex));
    });
    for (const army of ['north', 'south'] as const) {
      if (!s.units.some((u) => u.army === army && u.type !== 'leader')) {
        ctx.addIssue({ code: 'custom', path: ['units'], message: `army ${army} has no units` });
      }
    }
  });

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioUnit = Scenario['units'][number];

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** Parse an organizer's scenario; errors name the field path and what is wrong. */
export function parseScenario(input: unknown): ParseResult<Scenario> {
  const r = scenarioSchema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, errors: r.error.issues.map((i) => `${i.path.join('.') || '(scenario)'}: ${i.message}`) };
}

export function startingBlocks(unit: ScenarioUnit): number {
  return unit.blocks ?? UNIT_TYPES[unit.type].defaultBlocks;
}
