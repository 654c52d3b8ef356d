// Where a test's store lives: in the `sqlite` project a new SQLite file in a temporary
// folder; in the `postgres` project a new schema in the run's database (postgres-setup.ts).
// Tests take a location and never branch on the store, except to inject faults (faults.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openStore } from '../server/store/open.js';
import type { Store } from '../server/store/store.js';

/** The store the tests of this project run on. */
export function testStoreKind(): 'sqlite' | 'postgres' {
  return inject('postgresUrl') ? 'postgres' : 'sqlite';
}

/** A new, empty store location (a file, or a postgres URL with a schema of its own). */
export function newStoreLocation(prefix = 'referee'): string {
  const pgUrl = inject('postgresUrl');
  if (pgUrl) {
    const url = new URL(pgUrl);
    url.searchParams.set('schema', `${prefix.replace(/[^a-z0-9_]/g, '_').slice(0, 20)}_${randomBytes(6).toString('hex')}`);
    return url.toString();
  }
  return join(mkdtempSync(join(tmpdir(), `${prefix}-`)), 'referee.sqlite');
}

/** A new, empty store, migrated. */
export function openTestStore(prefix?: string): Promise<Store> {
  return openStore(newStoreLocation(prefix));
}
