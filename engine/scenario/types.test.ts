import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_SCENARIOS } from './demo/index.js';
import { parseScenario } from './types.js';

describe('scenario format', () => {
  it('accepts both demonstration scenarios', () => {
    for (const s of Object.values(DEMO_SCENARIOS)) expect(parseScenario(s)).toMatchObject({ ok: true });
  });
  it('accepts the example in docs/scenarios.md', () => {
    const doc = readFileSync(new URL('../../docs/scenarios.md', import.meta.url), 'utf8');
    const json = doc.slice(doc.indexOf('```json') + 7, doc.lastIndexOf('```'));
    expect(parseScenario(JSON.parse(json))).toMatchObject({ ok: true });
  });
  it('names every problem of a bad scenario by its path', () => {
    const bad = structuredClone(DEMO_SCENARIOS['vellara-ford']!) as Record<string, any>;
    bad.units[0].hex = { col: 30, row: 1 };
    bad.units[1].id = bad.units[2].id;
    bad.units[3].hex = { ...bad.units[4].hex };
    const r = parseScenario(bad);
    expect(r.ok).toBe(false);
    const errors = r.ok ? [] : r.errors.join('\n');
    expect(errors).toMatch(/units\.0\.hex: hex \(30,1\) is off the 26x9 board/);
    expect(errors).toMatch(/unit id a3 is used twice/);
    expect(errors).toMatch(/stand on the same hex/);
  });
  it('refuses an unknown unit type, naming the field', () => {
    const bad = structuredClone(DEMO_SCENARIOS['vellara-ford']!) as Record<string, any>;
    bad.units[5].type = 'dragon';
    const r = parseScenario(bad);
    expect(r.ok ? '' : r.errors.join('\n')).toMatch(/units\.5\.type/);
  });
  it('refuses the unit id __proto__, which would reach the units record\'s prototype', () => {
    const bad = structuredClone(DEMO_SCENARIOS['vellara-ford']!) as Record<string, any>;
    bad.units[2].id = '__proto__';
    const r = parseScenario(bad);
    expect(r.ok ? '' : r.errors.join('\n')).toMatch(/units\.2\.id: the unit id __proto__ is reserved/);
  });
});
