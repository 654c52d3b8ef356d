// Schema migrations, versioned in the repository (migrations/<sqlite|postgres>/NNN-name.sql)
// and applied at start, each in its own transaction, recorded in `schema_migrations`. On
// PostgreSQL several referee processes may start at once: an advisory lock held by the
// migrating transaction makes the others wait, then find the versions already applied.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './sql.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const dir = (kind: Database['kind']) => fileURLToPath(new URL(`./migrations/${kind}/`, import.meta.url));

export function migrationsOf(kind: Database['kind']): Migration[] {
  return readdirSync(dir(kind))
    .filter((f) => /^\d{3}-[a-z0-9-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 3)), name: f.slice(4, -4), sql: readFileSync(dir(kind) + f, 'utf8') }));
}

/** An arbitrary fixed number: the advisory lock of this referee's migrations. */
const MIGRATION_LOCK = 4_711_018;

/** Applies the migrations not yet recorded; returns the versions applied now. */
export async function migrate(db: Database, now: () => number = Date.now): Promise<number[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)');
  const applied: number[] = [];
  for (const m of migrationsOf(db.kind)) {
    const done = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK]);
      if (await tx.get('SELECT 1 AS one FROM schema_migrations WHERE version = ?', [m.version])) return false;
      // Scripts run as a whole (several statements): on the transaction's own connection.
      await execIn(tx, m.sql);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [m.version, m.name, now()]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}

/** A multi-statement script inside a transaction: split on `;` at line ends (our migration
 *  files hold no `;` inside a statement). */
async function execIn(tx: { run(sql: string): Promise<number> }, script: string): Promise<void> {
  const statements = script
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);
  for (const s of statements) await tx.run(s);
}
