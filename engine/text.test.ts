import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario/types.js';
import { DEMO_SCENARIOS } from './scenario/demo/index.js';
import { unsafeNameCharacter, unsafeTextCharacter } from './text.js';

describe('names others read', () => {
  it('refuses control characters and bidirectional overrides, and keeps ordinary names', () => {
    expect(unsafeNameCharacter('Aurel')).toBeNull();
    expect(unsafeNameCharacter('Légion Ærée – Ⅸ')).toBeNull();
    expect(unsafeNameCharacter('evil\u202Egnp.exe')).toBe('U+202E');
    expect(unsafeNameCharacter('a\u2066b')).toBe('U+2066');
    expect(unsafeNameCharacter('line\nbreak')).toBe('U+000A');
  });
  it('a scenario whose army name hides a right-to-left override is refused, naming the field', () => {
    const bad = structuredClone(DEMO_SCENARIOS['vellara-ford']!) as { armies: { south: { name: string } } };
    bad.armies.south.name = 'Aurel\u202E';
    const r = parseScenario(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join('; ')).toMatch(/armies\.south\.name: a name may not hold control characters, bidirectional overrides or invisible characters/);
  });
});

describe('what a name and a talk message may hold', () => {
  it('refuses invisible characters in a name', () => {
    for (const c of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad']) expect(unsafeNameCharacter(`Aurel${c}`)).not.toBeNull();
    expect(unsafeNameCharacter('Aurel of the Hill')).toBeNull();
  });
  it('refuses controls, escape sequences, line separators and bidi overrides in a text, not line breaks', () => {
    for (const c of ['\u0000', '\u0007', '\u001b[31m', '\u2028', '\u202e', '\u2066']) expect(unsafeTextCharacter(`hello ${c}`)).not.toBeNull();
    expect(unsafeTextCharacter('line one\nline two\tand a tab')).toBeNull();
  });
});
