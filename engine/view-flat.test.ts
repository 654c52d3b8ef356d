import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flattenView, unflattenView } from './view-flat.js';

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
