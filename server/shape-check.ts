// A fast check of a message's shape, compiled from its zod schema (server/protocol.ts). zod's
// safeParse builds a result, an issue list and a context for every field it visits; for the
// commands of a game in play, which are nearly always well formed, that was the largest single
// part of a message's checks: 115 ms of the referee's loop in a 10 s phase of the server
// benchmark (~40 µs a command, docs/benchmarks.md, thirteenth session). The compiled check
// walks the same schema with plain functions and makes only the output.
//
// It is sound, not complete: whatever it accepts zod accepts too, with the same output (keys
// in the schema's order, as zod writes them, so the log's canonical JSON is unchanged); what it
// refuses goes to zod, which accepts it after all or names what is wrong. A schema using
// anything it does not know compiles to null, and zod checks every such message alone.
// shape-check.test.ts holds the compiled checks to zod's verdicts on every command of random
// games and on thousands of their mutations.
import type { z } from 'zod';

/** What a compiled check gives for input it does not accept (zod then decides). */
export const NOT_ACCEPTED: unique symbol = Symbol('not accepted');

export type ShapeCheck<T> = (input: unknown) => T | typeof NOT_ACCEPTED;

type Check = (input: unknown) => unknown;

interface Def {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The compiled check of `schema`, or null where it uses a kind or a check this does not
 *  compile (zod alone checks those messages). */
export function compileShapeCheck<S extends z.ZodType>(schema: S): ShapeCheck<z.output<S>> | null {
  try {
    return compile(schema) as ShapeCheck<z.output<S>>;
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
}

class Unsupported extends Error {}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** The fields of a kind's definition this compiles; a definition with any other (a string
 *  format such as z.email(), a coercion, a default, a transform) is zod's alone. */
const KNOWN_FIELDS: Record<string, ReadonlySet<string>> = {
  string: new Set(['type', 'checks']),
  number: new Set(['type', 'checks']),
  boolean: new Set(['type', 'checks']),
  literal: new Set(['type', 'checks', 'values']),
  enum: new Set(['type', 'checks', 'entries']),
  nullable: new Set(['type', 'checks', 'innerType']),
  optional: new Set(['type', 'checks', 'innerType']),
  array: new Set(['type', 'checks', 'element']),
  object: new Set(['type', 'checks', 'shape', 'catchall']),
  union: new Set(['type', 'checks', 'options', 'discriminator', 'inclusive', 'unionFallback']),
};

function compile(schema: unknown): Check {
  const def = defOf(schema);
  const known = KNOWN_FIELDS[def.type];
  if (!known) throw new Unsupported(def.type);
  for (const field in def) if (def[field] !== undefined && !known.has(field)) throw new Unsupported(`${def.type} with ${field}`);
  switch (def.type) {
    case 'string':
      return stringCheck(def);
    case 'number':
      return numberCheck(def);
    case 'boolean':
      noChecks(def);
      return (v) => (typeof v === 'boolean' ? v : NOT_ACCEPTED);
    case 'literal': {
      noChecks(def);
      const values = def.values as unknown[];
      return (v) => (values.includes(v) ? v : NOT_ACCEPTED);
    }
    case 'enum': {
      noChecks(def);
      const values = new Set(Object.values(def.entries as Record<string, unknown>));
      return (v) => (values.has(v) ? v : NOT_ACCEPTED);
    }
    case 'nullable': {
      const inner = compile(def.innerType);
      return (v) => (v === null ? null : inner(v));
    }
    case 'array':
      return arrayCheck(def);
    case 'object':
      return objectCheck(def);
    case 'union':
      return unionCheck(def);
    default:
      // `optional` is handled by its object (a field may be absent); anything else is zod's.
      throw new Unsupported(def.type);
  }
}

function noChecks(def: Def): void {
  if (def.checks && def.checks.length > 0) throw new Unsupported(`${def.type} with checks`);
}

function lengthBounds(def: Def): { min: number; max: number; pattern: RegExp | null } {
  let min = 0;
  let max = Infinity;
  let pattern: RegExp | null = null;
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'min_length') min = Math.max(min, d.minimum as number);
    else if (d.check === 'max_length') max = Math.min(max, d.maximum as number);
    else if (d.check === 'string_format' && d.format === 'regex' && def.type === 'string' && !pattern) pattern = d.pattern as RegExp;
    else throw new Unsupported(`${def.type} check ${String(d.check)}`);
  }
  return { min, max, pattern };
}

function stringCheck(def: Def): Check {
  const { min, max, pattern } = lengthBounds(def);
  // zod's own test resets a global pattern's position first; a fresh copy has none to keep.
  const re = pattern ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')) : null;
  return (v) => (typeof v === 'string' && v.length >= min && v.length <= max && (re === null || re.test(v)) ? v : NOT_ACCEPTED);
}

function numberCheck(def: Def): Check {
  let integer = false;
  let min = -Infinity;
  let minInclusive = true;
  let max = Infinity;
  let maxInclusive = true;
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    const value = d.value as number;
    // zod applies every bound: of several, the strictest decides.
    if (d.check === 'number_format' && d.format === 'safeint') integer = true;
    else if (d.check === 'greater_than') {
      if (value > min || (value === min && !d.inclusive)) [min, minInclusive] = [value, d.inclusive as boolean];
    } else if (d.check === 'less_than') {
      if (value < max || (value === max && !d.inclusive)) [max, maxInclusive] = [value, d.inclusive as boolean];
    } else throw new Unsupported(`number check ${String(d.check)}${d.format ? ` ${String(d.format)}` : ''}`);
  }
  return (v) => {
    // zod's number is finite; its safeint a safe integer.
    if (typeof v !== 'number' || !Number.isFinite(v) || (integer && !Number.isSafeInteger(v))) return NOT_ACCEPTED;
    if (minInclusive ? v < min : v <= min) return NOT_ACCEPTED;
    if (maxInclusive ? v > max : v >= max) return NOT_ACCEPTED;
    return v;
  };
}

function arrayCheck(def: Def): Check {
  // A pattern is a string's check only (lengthBounds): an array's never has one.
  const { min, max } = lengthBounds(def);
  const element = compile(def.element);
  return (v) => {
    if (!Array.isArray(v) || v.length < min || v.length > max) return NOT_ACCEPTED;
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) {
      const e = element(v[i]);
      if (e === NOT_ACCEPTED) return NOT_ACCEPTED;
      out[i] = e;
    }
    return out;
  };
}

interface Field {
  key: string;
  optional: boolean;
  check: Check;
}

function objectCheck(def: Def): Check {
  noChecks(def);
  // A strict object (catchall never) refuses other keys; without a catchall zod drops them.
  const catchall = def.catchall === undefined ? null : defOf(def.catchall).type;
  if (catchall !== null && catchall !== 'never') throw new Unsupported(`object catchall ${catchall}`);
  const strict = catchall === 'never';
  const fields: Field[] = [];
  for (const [key, schema] of Object.entries(def.shape as Record<string, unknown>)) {
    const d = defOf(schema);
    const optional = d.type === 'optional';
    if (optional) noChecks(d);
    fields.push({ key, optional, check: compile(optional ? d.innerType : schema) });
  }
  const known = new Set(fields.map((f) => f.key));
  return (v) => {
    if (!isPlainObject(v)) return NOT_ACCEPTED;
    if (strict) for (const k in v) if (!known.has(k)) return NOT_ACCEPTED;
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      const value = v[f.key];
      if (value === undefined) {
        // zod tells an absent optional key from one given as undefined; neither is common
        // enough to compile: a key given as undefined goes to zod.
        if (f.optional && !(f.key in v)) continue;
        return NOT_ACCEPTED;
      }
      const checked = f.check(value);
      if (checked === NOT_ACCEPTED) return NOT_ACCEPTED;
      out[f.key] = checked;
    }
    return out;
  };
}

function unionCheck(def: Def): Check {
  noChecks(def);
  const discriminator = def.discriminator;
  if (typeof discriminator !== 'string') throw new Unsupported('union without a discriminator');
  const byValue = new Map<unknown, Check>();
  for (const option of def.options as unknown[]) {
    const d = defOf(option);
    const tag = d.type === 'object' ? defOf((d.shape as Record<string, unknown>)[discriminator]) : null;
    if (!tag || tag.type !== 'literal') throw new Unsupported('union option without a literal discriminator');
    const check = compile(option);
    for (const value of tag.values as unknown[]) {
      if (byValue.has(value)) throw new Unsupported('union with a repeated discriminator');
      byValue.set(value, check);
    }
  }
  return (v) => {
    if (!isPlainObject(v)) return NOT_ACCEPTED;
    const check = byValue.get(v[discriminator]);
    return check ? check(v) : NOT_ACCEPTED;
  };
}
