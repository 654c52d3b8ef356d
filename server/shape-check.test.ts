import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { playRandomGame } from '../engine/sim/random-game.js';
import { nextInt, seededRandom, type RandomState } from '../engine/rules/random.js';
import { checkClientMessage, clientMessages } from './protocol.js';
import { compileShapeCheck, NOT_ACCEPTED } from './shape-check.js';

const commandCheck = compileShapeCheck(clientMessages.command)!;

/** Every command of a few random games, as `command` messages (some with basedOn and a
 *  requestId, in another key order than the schema's). */
function corpus(): unknown[] {
  const out: unknown[] = [];
  for (const seed of ['shape-1', 'shape-2', 'shape-3']) {
    playRandomGame(seed, 300).commands.forEach((c, i) => {
      if (i % 3 === 0) out.push({ command: c.command });
      else if (i % 3 === 1) out.push({ requestId: `r${i}`, basedOn: i, command: c.command });
      else out.push({ basedOn: i, command: { ...c.command } });
    });
  }
  return out;
}

type Json = unknown;
const ODD_VALUES: Json[] = [undefined, null, Number.NaN, Infinity, -1, 0, 1.5, 2 ** 53, 21, '', 'x'.repeat(90), [], {}, true, 'left', 'center', { col: 1, row: 2 }, [{ col: 1, row: 2 }], ['left', 'left', 'right', 'center']];

/** The paths of every value inside `v`. */
function pathsOf(v: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (at.length > 0) out.push(at);
  if (Array.isArray(v)) v.forEach((e, i) => pathsOf(e, [...at, i], out));
  else if (v && typeof v === 'object') for (const k of Object.keys(v)) pathsOf((v as Record<string, Json>)[k], [...at, k], out);
  return out;
}

/** A copy of `v` with one change: the value at a path replaced, deleted, or a key added. */
function mutate(v: Json, random: () => number): Json {
  const copy = structuredClone(v) as Record<string, Json>;
  const paths = pathsOf(copy);
  if (paths.length === 0) return { extra: 1 };
  const path = paths[Math.floor(random() * paths.length)]!;
  let parent: Record<string | number, Json> = copy;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  const roll = random();
  if (roll < 0.2) delete parent[last];
  else if (roll < 0.3 && typeof parent === 'object' && !Array.isArray(parent)) parent[`extra${Math.floor(random() * 3)}`] = 1;
  else parent[last] = structuredClone(ODD_VALUES[Math.floor(random() * ODD_VALUES.length)]);
  return copy;
}

/** The engine's seeded stream as a function of [0, 1). */
function randomFrom(seed: string): () => number {
  let state: RandomState = seededRandom(seed);
  return () => {
    const [n, next] = nextInt(state, 1 << 30);
    state = next;
    return n / (1 << 30);
  };
}

describe('the compiled shape checks', () => {
  it('accept every command of random games, with zod’s own output, keys in the schema’s order', () => {
    const messages = corpus();
    expect(messages.length).toBeGreaterThan(500);
    for (const m of messages) {
      const fast = commandCheck(m);
      const parsed = clientMessages.command.safeParse(m);
      expect(parsed.success).toBe(true);
      expect(fast).not.toBe(NOT_ACCEPTED);
      expect(JSON.stringify(fast)).toBe(JSON.stringify(parsed.data));
      expect(fast).toEqual(parsed.data);
    }
  });

  it('accept only what zod accepts, with the same output, over thousands of mutated commands', () => {
    const random = randomFrom('shape-mutations');
    const messages = corpus();
    let zodAccepted = 0;
    let bothAccepted = 0;
    for (let i = 0; i < 6000; i++) {
      let m = messages[Math.floor(random() * messages.length)];
      const changes = 1 + Math.floor(random() * 2);
      for (let c = 0; c < changes; c++) m = mutate(m, random);
      const parsed = clientMessages.command.safeParse(m);
      const fast = commandCheck(m);
      if (parsed.success) zodAccepted++;
      if (fast === NOT_ACCEPTED) continue;
      // Sound: what the compiled check accepts, zod accepts, and makes the same of it.
      expect(parsed.success, JSON.stringify(m)).toBe(true);
      expect(JSON.stringify(fast)).toBe(JSON.stringify(parsed.data));
      bothAccepted++;
    }
    // The mutations reach both verdicts, and the compiled check misses few of zod's acceptances
    // (those it leaves to zod: keys given as undefined).
    expect(zodAccepted).toBeGreaterThan(300);
    expect(zodAccepted).toBeLessThan(5700);
    expect(bothAccepted).toBeGreaterThan(zodAccepted * 0.9);
  });

  it('accept only what zod accepts for the other messages too (talk, export, verify), over their mutations', () => {
    const random = randomFrom('shape-other-messages');
    const samples: Record<'talk' | 'export' | 'verify', unknown[]> = {
      talk: [{ channel: 'army', text: 'hold the ford' }, { channel: 'north:left', text: '', requestId: 'r1' }, { text: 'x'.repeat(999), channel: 'all' }],
      export: [{ format: 'json' }, { format: 'text', requestId: 'r2' }],
      verify: [{}, { receipt: { gameId: 'g-1', seq: 3, hash: 'ab'.repeat(32) } }, { requestId: 'r3', receipt: { format: 'epic-referee-receipt/1', hash: '0'.repeat(64), seq: 1, gameId: 'g' } }],
    };
    for (const type of ['talk', 'export', 'verify'] as const) {
      const check = compileShapeCheck(clientMessages[type])!;
      let accepted = 0;
      for (let i = 0; i < 1500; i++) {
        const base = samples[type][Math.floor(random() * samples[type].length)];
        const m = i < samples[type].length ? base : mutate(base, random);
        const parsed = clientMessages[type].safeParse(m);
        const fast = check(m);
        if (i < samples[type].length) expect(fast, JSON.stringify(m)).not.toBe(NOT_ACCEPTED);
        if (fast === NOT_ACCEPTED) continue;
        expect(parsed.success, `${type} ${JSON.stringify(m)}`).toBe(true);
        expect(JSON.stringify(fast)).toBe(JSON.stringify(parsed.data));
        accepted++;
      }
      expect(accepted).toBeGreaterThan(20);
    }
  });

  it('compile every message of the protocol', () => {
    for (const schema of Object.values(clientMessages)) expect(compileShapeCheck(schema)).not.toBeNull();
    const talk = compileShapeCheck(clientMessages.talk)!;
    expect(talk({ channel: 'army', text: 'hold the ford' })).toEqual({ channel: 'army', text: 'hold the ford' });
    expect(talk({ channel: '', text: 'x' })).toBe(NOT_ACCEPTED);
    const verify = compileShapeCheck(clientMessages.verify)!;
    expect(verify({ receipt: { gameId: 'g', seq: 1, hash: 'a'.repeat(64) } })).not.toBe(NOT_ACCEPTED);
    expect(verify({ receipt: { gameId: 'g', seq: 1, hash: 'A'.repeat(64) } })).toBe(NOT_ACCEPTED);
  });

  it('compile to null where a schema uses what they do not know, so zod checks alone', () => {
    expect(compileShapeCheck(z.object({ mail: z.email() }))).toBeNull();
    expect(compileShapeCheck(z.object({ n: z.number().multipleOf(2) }))).toBeNull();
    expect(compileShapeCheck(z.union([z.string(), z.number()]))).toBeNull();
    expect(compileShapeCheck(z.object({ a: z.string() }).catchall(z.number()))).toBeNull();
    expect(compileShapeCheck(z.int32())).toBeNull();
  });

  it('hold a number to the strictest of several bounds, as zod does', () => {
    const schema = z.number().int().min(5).min(1).max(9).lt(9);
    const check = compileShapeCheck(schema)!;
    for (const n of [0, 1, 3, 5, 8, 9, 10]) expect(check(n) !== NOT_ACCEPTED, String(n)).toBe(schema.safeParse(n).success);
  });

  it('leave to zod what is not a plain object, and keys given as undefined', () => {
    class Command {
      type = 'EndOrders';
      section = 'left';
    }
    expect(commandCheck({ command: new Command() })).toBe(NOT_ACCEPTED);
    expect(commandCheck({ command: { type: 'EndOrders', section: 'left' }, basedOn: undefined })).toBe(NOT_ACCEPTED);
    expect(clientMessages.command.safeParse({ command: { type: 'EndOrders', section: 'left' }, basedOn: undefined }).success).toBe(true);
  });

  it('give checkClientMessage zod’s refusals for what they do not accept', () => {
    const bad = checkClientMessage('command', { command: { type: 'EndOrders', section: 'middle' } }, 40);
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.message).toMatch(/^command: command\.section: /);
    const good = checkClientMessage('command', { basedOn: 3, command: { section: 'left', type: 'EndOrders' } }, 40);
    expect(good).toEqual({ ok: true, message: { command: { type: 'EndOrders', section: 'left' }, basedOn: 3 } });
    expect(JSON.stringify(good.ok && good.message.command)).toBe('{"type":"EndOrders","section":"left"}');
  });
});
