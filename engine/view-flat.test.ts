import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffFlat, flattenView, pathsCached, unflattenView } from './view-flat.js';

const roundTrip = (v: Record<string, unknown>) => unflattenView(flattenView(v));

describe('flat views', () => {
  it('keeps empty records, nulls, arrays and nested objects', () => {
    const v = { a: {}, b: null, c: [1, { x: 2 }], d: { e: { f: 'g' }, h: 3 }, i: false };
    expect(roundTrip(v)).toEqual(v);
    expect([...flattenView(v).keys()]).toEqual(['a', 'b', 'c', 'd', 'd.e', 'd.e.f', 'd.h', 'i']);
  });

  it('changing one leaf changes one entry', () => {
    const before = flattenView({ trails: { a1: [{ col: 1, row: 2 }], a2: [] }, turn: 3 });
    const after = flattenView({ trails: { a1: [{ col: 1, row: 2 }, { col: 2, row: 2 }], a2: [] }, turn: 3 });
    const changed = [...after].filter(([k, v]) => before.get(k) !== v).map(([k]) => k);
    expect(changed).toEqual(['trails.a1']);
  });

  it('keeps an object whose keys cannot be a path whole, and never writes a prototype', () => {
    const v = JSON.parse('{"odd": {"a.b": 1, "": 2}, "evil": {"__proto__": {"polluted": true}}}');
    const back = roundTrip(v);
    expect(back).toEqual(v);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A hostile entry naming the prototype is ignored.
    const hostile = unflattenView([['__proto__.polluted', 'true'], ['x.__proto__', '{"y":1}']]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(hostile).toEqual({});
  });

  it('children arriving before their parents still land in them', () => {
    const entries = [...flattenView({ a: { b: { c: 1 } } })].reverse();
    expect(unflattenView(entries)).toEqual({ a: { b: { c: 1 } } });
  });

  it('any JSON object survives the round trip', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (o) => {
        const v = JSON.parse(JSON.stringify(o)) as Record<string, unknown>;
        expect(roundTrip(v)).toEqual(v);
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

/** flattenView(prev) with diffFlat's changes applied, and how many changes there were. */
function patched(prev: Record<string, unknown> | null, next: Record<string, unknown>): { map: Map<string, string>; changes: number } {
  const map = prev ? flattenView(prev) : new Map<string, string>();
  let changes = 0;
  diffFlat(prev, next, { set: (k, v) => (changes++, map.set(k, v)), remove: (k) => (changes++, map.delete(k)) });
  return { map, changes };
}

/** `o` with the value at `path` replaced (or removed, for undefined), sharing everything else. */
function replaced(o: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [key, ...rest] = path;
  const child = o[key!];
  const v = rest.length && child && typeof child === 'object' && !Array.isArray(child) ? replaced(child as Record<string, unknown>, rest, value) : value;
  const out = { ...o };
  if (v === undefined) delete out[key!];
  else out[key!] = v;
  return out;
}

describe('diffFlat', () => {
  const json = fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 4 })).map((o) => JSON.parse(JSON.stringify(o)) as Record<string, unknown>);

  it('turns the flat map of any value into that of any other', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(patched(a, b).map).toEqual(flattenView(b));
        expect(patched(null, b).map).toEqual(flattenView(b));
      }),
      { seed: 7, numRuns: 400 },
    );
  });

  it('when the new value shares the old one\'s parts, reports only what changed', () => {
    fc.assert(
      fc.property(json, fc.array(fc.string({ maxLength: 4 }), { minLength: 1, maxLength: 3 }), fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }), (a, path, value) => {
        const b = replaced(a, path, value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
        const { map } = patched(a, b);
        expect(map).toEqual(flattenView(b));
      }),
      { seed: 11, numRuns: 400 },
    );
  });

  it('skips a shared part whole: one changed leaf in a large view is one change', () => {
    const big: Record<string, unknown> = { a: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, { x: i, y: [i] }])), b: { c: 1 } };
    const next = replaced(big, ['b', 'c'], 2);
    const { map, changes } = patched(big, next);
    expect(changes).toBe(1);
    expect(map.get('b.c')).toBe('2');
  });

  it('a part that turns from an object into a leaf drops the object\'s paths, and back', () => {
    const a = { p: { q: { r: 1 }, s: 2 } };
    const b = { p: [1, 2] };
    expect(patched(a, b).map).toEqual(flattenView(b));
    expect(patched(b, a).map).toEqual(flattenView(a));
    // Keys that cannot be paths keep an object whole: the switch works both ways too.
    const c = { p: { 'x.y': 1 } };
    expect(patched(a, c).map).toEqual(flattenView(c));
    expect(patched(c, a).map).toEqual(flattenView(a));
  });

  it('keeps the objects at the paths a caller names whole, one leaf each, both ways', () => {
    const whole = new Set(['o', 'p.q']);
    const a = { o: { x: 1, y: { z: 2 } }, p: { q: { r: [1] }, s: { t: 1 } } };
    expect([...flattenView(a, whole)]).toEqual([
      ['o', '{"x":1,"y":{"z":2}}'],
      ['p', '{}'],
      ['p.q', '{"r":[1]}'],
      ['p.s', '{}'],
      ['p.s.t', '1'],
    ]);
    expect(unflattenView(flattenView(a, whole))).toEqual(a);
    const chain: Record<string, unknown>[] = [a, { ...a, o: { x: 2 } }, { o: 5, p: { q: 1 } }, { o: { w: {} }, p: { q: { r: 2 }, s: a.p.s } }, { p: a.p }];
    const map = new Map<string, string>();
    let prev: Record<string, unknown> | null = null;
    for (const next of chain) {
      // Exact: nothing removed that is not there.
      diffFlat(prev, next, { set: (k, v) => map.set(k, v), remove: (k) => expect(map.delete(k)).toBe(true) }, whole);
      expect(map).toEqual(flattenView(next, whole));
      prev = next;
    }
    fc.assert(
      fc.property(json, json, fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }), (x, y, names) => {
        const paths = new Set([...names, ...Object.keys(x).slice(0, 1), ...Object.keys(y).slice(0, 1)]);
        const from = flattenView(x, paths);
        diffFlat(x, y, { set: (k, v) => from.set(k, v), remove: (k) => expect(from.delete(k)).toBe(true) }, paths);
        expect(from).toEqual(flattenView(y, paths));
      }),
      { seed: 13, numRuns: 300 },
    );
  });

  it('remembers how it flattened the last value: a chain of diffs, each from the one before, stays exact', () => {
    // As the room's sync runs it: each diff's `prev` is the last diff's `next`, never
    // flattened again. Objects kept whole for a key that cannot be a path (and shared into
    // the next value) must still be removed whole, and walked ones walked.
    const odd = { 'x.y': 1, z: { w: 2 } };
    const chain: Record<string, unknown>[] = [
      { p: { q: 1 }, r: [1] },
      { p: odd, r: [1] },
      { p: odd, r: [2], s: { t: odd } },
      { p: { q: 2 }, r: [2], s: { t: { u: 3 } } },
      { s: { t: odd } },
      { p: { q: 3 } },
    ];
    const map = new Map<string, string>();
    let prev: Record<string, unknown> | null = null;
    for (const next of chain) {
      diffFlat(prev, next, { set: (k, v) => map.set(k, v), remove: (k) => map.delete(k) });
      expect(map).toEqual(flattenView(next));
      prev = next;
    }
  });

  it('makes each path once: a diff over paths it has made before adds none to the cache', () => {
    const a = { units: { u1: { hex: { col: 1, row: 2 } }, u2: { hex: { col: 3, row: 4 } } }, turn: 1 };
    const b = { units: { u1: { hex: { col: 2, row: 2 } }, u2: a.units.u2 }, turn: 2 };
    const first = patched(a, b);
    const kept = pathsCached();
    const again = patched(a, b);
    expect(again.map).toEqual(first.map);
    expect(pathsCached()).toBe(kept);
    // A path never made before is added.
    patched(b, { ...b, units: { ...b.units, u3: { hex: { col: 5, row: 5 } } } });
    expect(pathsCached()).toBeGreaterThan(kept);
  });
});
