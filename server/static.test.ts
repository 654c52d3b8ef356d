import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentType, resolveStatic } from './static.js';
import { healthAnswer } from './health.js';
import { openStore } from './store/open.js';

describe('static files', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  writeFileSync(join(root, 'index.html'), '<html></html>');
  writeFileSync(join(root, 'app.js'), '');

  it('serves files under the root', () => {
    expect(resolveStatic(root, '/app.js')).toBe(join(root, 'app.js'));
    expect(contentType('x/app.js')).toMatch(/javascript/);
  });
  it('never resolves outside the root', () => {
    for (const p of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd', '/%2e%2e%5c%2e%2e%5cetc']) {
      const file = resolveStatic(root, p);
      expect(file === null || file.startsWith(root)).toBe(true);
      expect(file ?? '').not.toContain('passwd');
    }
    expect(resolveStatic(root, '/a%00b')).toBeNull();
    expect(resolveStatic(root, '/%E0%A4%A')).toBeNull();
  });
  it('falls back to the app for client routes only', () => {
    expect(resolveStatic(root, '/game/abc')).toBe(join(root, 'index.html'));
    expect(resolveStatic(root, '/missing.png')).toBeNull();
  });
  it('health names the service and the demonstration scenarios, and proves the store writes', async () => {
    const store = await openStore(':memory:');
    const { status, body } = await healthAnswer(store, 1234, 1000);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', service: 'epic-referee', store: { ok: true, kind: 'sqlite' } });
    expect(body.scenarios).toEqual(['vellara-ford', 'seven-standards']);
    await store.close();
  });
});
