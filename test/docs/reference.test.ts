// The unit and terrain reference in docs/ is the tables' own (engine/units/reference.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referenceMarkdown } from '../../engine/units/reference.js';

describe('docs/units-and-terrain.md', () => {
  it('is written from the unit and terrain tables (run `npm run reference` after changing them)', () => {
    expect(readFileSync(new URL('../../docs/units-and-terrain.md', import.meta.url), 'utf8')).toBe(referenceMarkdown());
  });
});
