// Which store the referee uses: DATABASE_URL=postgres://… (or postgresql://…) selects
// PostgreSQL; otherwise the SQLite file (REFEREE_DB, else DATA_DIR/referee.sqlite). A store
// location is one string, a file path or a PostgreSQL URL, so every command line and test
// takes either. Migrations are applied when the store opens.
import { existsSync } from 'node:fs';
import { migrate } from './migrate.js';
import { PostgresDatabase, redacted, type PoolOptions } from './postgres.js';
import { SqliteDatabase, type StoreOptions } from './sqlite.js';
import { Store } from './store.js';
import type { LeaseOptions } from './lease.js';
import type { Database } from './sql.js';

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

/** A store location as the command line names it (a PostgreSQL URL without its password),
 *  and whether it is a SQLite path with no file there: opening that would make an empty
 *  database, so a command that reads a store refuses it instead. */
export function locationSeen(location: string): { where: string; missing: boolean } {
  const postgres = isPostgresUrl(location);
  return { where: postgres ? redacted(location) : location, missing: !postgres && !existsSync(location) };
}

/** The store location from the environment. */
export function storeLocation(env: NodeJS.ProcessEnv, defaultFile: string): string {
  const url = env.DATABASE_URL?.trim();
  if (url) return url;
  return env.REFEREE_DB ?? defaultFile;
}

export async function openDatabaseAt(location: string, options: StoreOptions & { pool?: PoolOptions } = {}): Promise<Database> {
  const db = isPostgresUrl(location) ? await PostgresDatabase.open(location, options.busyLimitMs, options.pool) : new SqliteDatabase(location, options);
  try {
    await migrate(db);
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return db;
}

export async function openStore(location: string, options: StoreOptions & { pool?: PoolOptions; leases?: LeaseOptions } = {}): Promise<Store> {
  return new Store(await openDatabaseAt(location, options), options.leases);
}
