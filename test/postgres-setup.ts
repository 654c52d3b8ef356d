// The PostgreSQL test project's global setup: a database of its own for this run, made from
// the admin connection TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
// with a unique name, dropped when the run ends. Each referee a test starts gets a schema of
// its own in it (test/stores.ts). A server that cannot be reached fails the run with a clear
// message: these tests are never skipped.
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL database (no schema): set only in the postgres project. */
    postgresUrl: string;
  }
}

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim() || DEFAULT_ADMIN_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(`The PostgreSQL tests cannot reach the server at TEST_DATABASE_URL=${adminUrl.replace(/:[^:@/]*@/, ':***@')}: ${(err as Error).message}. Start PostgreSQL or point TEST_DATABASE_URL at one (an admin connection that may CREATE DATABASE).`);
  }
  const name = `epic_test_${Date.now().toString(36)}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  project.provide('postgresUrl', url.toString());
  return async () => {
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  };
}
