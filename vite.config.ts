// Vite builds the React client (client/ → dist/client); Vitest runs the tests from the
// repository root (unit tests beside the code, integration tests in test/), in two projects:
// `sqlite` runs every test on the default store, `postgres` runs the store-heavy ones again
// on PostgreSQL (a database made for the run from TEST_DATABASE_URL, dropped after it:
// test/postgres-setup.ts). The browser tests run once, on SQLite.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The tests that talk to the store, run on both. */
export const STORE_TESTS = ['server/store/**/*.test.ts', 'server/game/**/*.test.ts', 'server/rooms/join-auth.test.ts', 'server/tournament/service.test.ts', 'server/tournament/service-shared.test.ts', 'test/server/**/*.test.ts', 'test/tournament/*-e2e.test.ts', 'test/tournament/seat-links.test.ts'];

export default defineConfig({
  root: 'client',
  plugins: [react()],
  build: { outDir: '../dist/client', emptyOutDir: true },
  test: {
    root,
    environment: 'node',
    // A safety net against a hung test, not a speed check: integration tests open servers and
    // sockets, and on a loaded 2-core machine 5 s (vitest's default) was seen to cut a passing
    // test short. Speed is measured by `npm run bench`.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The same for expect.poll (vitest's default 1 s), which the browser tests use to wait for a
    // page to show something: on a machine whose host stalled its cores (docs/benchmarks.md,
    // twenty-ninth session) a page just opened took longer than that to render its first
    // state. A poll that would pass is only let go on waiting; one that would fail fails later.
    expect: { poll: { timeout: 8_000 } },
    projects: [
      // `*.postgres.test.ts`: PostgreSQL's own machinery (its connection pool), on PostgreSQL only.
      { extends: true, test: { name: 'sqlite', include: ['engine/**/*.test.ts', 'server/**/*.test.ts', 'test/**/*.test.ts'], exclude: ['test/cluster/**', '**/*.postgres.test.ts', '**/node_modules/**'] } },
      // `*.sqlite.test.ts`: SQLite's own machinery (its WAL, its locks), on SQLite only.
      { extends: true, test: { name: 'postgres', include: [...STORE_TESTS, 'test/cluster/**/*.test.ts'], exclude: ['**/*.sqlite.test.ts', '**/node_modules/**'], globalSetup: ['test/postgres-setup.ts'] } },
    ],
  },
});
