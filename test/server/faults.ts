// Faults injected into a test's store: a trigger that refuses every insert into (or update
// of) a table with a message, standing in for a full or failing disk. The one place the
// tests write store-specific SQL (SQLite's RAISE, PostgreSQL's plpgsql).
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
