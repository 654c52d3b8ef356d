// Runs every scripted game in test/rules/ (docs/scripted-games.md) as its own test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../../engine/script/run.js';

const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('scripted rules cases', () => {
  it('has at least 80 cases', () => {
    expect(files.length).toBeGreaterThanOrEqual(80);
  });
  for (const file of files) {
    it(file, () => {
      const result = runScript(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      const failures = result.setupError
        ? [result.setupError]
        : result.steps.filter((s) => !s.ok).map((s) => `step ${s.index + 1} ${s.label}: expected ${s.expected}, got ${s.actual}${s.problems.length ? ` — ${s.problems.join('; ')}` : ''}`);
      expect(failures).toEqual([]);
    });
  }
});
