// Faults injected into a test's store: a trigger that refuses every insert into (or update
// of) a table with a message, standing in for a full or failing disk. The one place the
// tests write store-specific SQL (SQLite's RAISE, PostgreSQL's plpgsql).
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { connectionConfig } from '../../server/store/postgres.js';
import type { Store } from '../../server/store/store.js';

export type Fault = { table: 'log' | 'games'; on: 'INSERT' | 'UPDATE OF status'; message: string };

const name = (f: Fault) => `refuse_${f.table}_${f.on === 'INSERT' ? 'insert' : 'update'}`;

export async function injectFault(store: Store, f: Fault): Promise<void> {
  const message = f.message.replace(/'/g, "''");
  if (store.kind === 'sqlite') await store.db.exec(`CREATE TRIGGER ${name(f)} BEFORE ${f.on} ON ${f.table} BEGIN SELECT RAISE(ABORT, '${message}'); END`);
  else
    await store.db.exec(
      `CREATE FUNCTION ${name(f)}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${message}'; END $$;
       CREATE TRIGGER ${name(f)} BEFORE ${f.on} ON ${f.table} FOR EACH ROW EXECUTE FUNCTION ${name(f)}();`,
    );
}

export async function clearFault(store: Store, f: Fault): Promise<void> {
  if (store.kind === 'sqlite') await store.db.exec(`DROP TRIGGER ${name(f)}`);
  else await store.db.exec(`DROP TRIGGER ${name(f)} ON ${f.table}; DROP FUNCTION ${name(f)}();`);
}

/** A write lock on the store held from another connection (as another process would), until
 *  `release`. SQLite: a second connection's BEGIN IMMEDIATE. PostgreSQL: a second session's
 *  EXCLUSIVE lock on the tables written (reads go on). */
export async function holdWriteLock(store: Store, location: string): Promise<{ release(): Promise<void> }> {
  if (store.kind === 'sqlite') {
    const other = new BetterSqlite3(location);
    other.exec('BEGIN IMMEDIATE');
    return {
      release: async () => {
        other.exec('ROLLBACK');
        other.close();
      },
    };
  }
  const other = new pg.Client(connectionConfig(location).config);
  await other.connect();
  await other.query('BEGIN');
  await other.query('LOCK TABLE log, games, health_probe IN EXCLUSIVE MODE');
  return {
    release: async () => {
      await other.query('ROLLBACK');
      await other.end();
    },
  };
}

/** The store refuses writes as a read-only one does (SQLite: query_only on the referee's own
 *  connection; PostgreSQL: triggers raising 25006, read_only_sql_transaction). */
export async function makeReadOnly(store: Store, on: boolean): Promise<void> {
  if (store.kind === 'sqlite') return void (await store.db.exec(`PRAGMA query_only = ${on ? 1 : 0}`));
  if (on)
    await store.db.exec(`CREATE FUNCTION refuse_read_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'cannot execute in a read-only transaction' USING ERRCODE = '25006'; END $$;
      CREATE TRIGGER refuse_read_only BEFORE INSERT OR UPDATE ON health_probe FOR EACH ROW EXECUTE FUNCTION refuse_read_only();
      CREATE TRIGGER refuse_read_only BEFORE INSERT ON log FOR EACH ROW EXECUTE FUNCTION refuse_read_only();`);
  else await store.db.exec('DROP TRIGGER refuse_read_only ON health_probe; DROP TRIGGER refuse_read_only ON log; DROP FUNCTION refuse_read_only();');
}

/** The database server's disk is full (PostgreSQL: a trigger raising 53100, disk_full). */
export async function makeFull(store: Store, on: boolean): Promise<void> {
  if (store.kind !== 'postgres') throw new Error('makeFull stands in for a full disk on PostgreSQL only');
  if (on)
    await store.db.exec(`CREATE FUNCTION refuse_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$;
      CREATE TRIGGER refuse_full BEFORE INSERT OR UPDATE ON health_probe FOR EACH ROW EXECUTE FUNCTION refuse_full();`);
  else await store.db.exec('DROP TRIGGER refuse_full ON health_probe; DROP FUNCTION refuse_full();');
}
