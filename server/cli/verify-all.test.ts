import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../store/open.js';
import { verifyAll } from './verify-all.js';

describe('verify --all on a SQLite path', () => {
  it('refuses a path with no database (exit 2), and makes none there', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'verify-all-')), 'missing.sqlite');
    const lines: string[] = [];
    expect(await verifyAll(file, (l) => lines.push(l))).toBe(2);
    expect(lines).toEqual([`✗ no database at ${file}`]);
    expect(existsSync(file)).toBe(false);
  });

  it('says an empty store holds no games (exit 0)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'verify-all-')), 'empty.sqlite');
    await (await openStore(file)).close();
    const lines: string[] = [];
    expect(await verifyAll(file, (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([`✓ ${file} holds no games: nothing to verify.`]);
  });
});
