import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scriptJsonSchema } from './json-schema.js';

describe('docs/scripted-game.schema.json', () => {
  it('is the schema generated from engine/script/format.ts (run `npm run schema` after changing it)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../docs/scripted-game.schema.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(scriptJsonSchema())));
  });
});
