// The rules audit (docs/rules-audit.md): every row's scripted case runs against the referee, and
// the document is the rows' own text.
import { describe, expect, it } from 'vitest';
import { auditRows } from './audit/index.js';
import { auditFailures } from './audit/run.js';

const rows = auditRows();

describe('rules audit', () => {
  it('has one row per id', () => {
    const ids = rows.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
  for (const row of rows) {
    it(row.id, () => {
      expect(auditFailures(row)).toEqual([]);
    });
  }
});

describe('docs/rules-audit.md', () => {
  it('is written from the audit rows (run `npm run reference` after changing them)', async () => {
    const { readFileSync } = await import('node:fs');
    const { auditMarkdown } = await import('./audit/markdown.js');
    expect(readFileSync(new URL('../../docs/rules-audit.md', import.meta.url), 'utf8')).toBe(auditMarkdown(rows));
  });
  it('audits well over 150 values, each with its own case', () => {
    expect(rows.length).toBeGreaterThan(150);
  });
});
