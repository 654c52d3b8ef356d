// Vite builds the React client (client/ → dist/client); Vitest runs the tests from the
// repository root (unit tests beside the code, integration tests in test/).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: 'client',
  plugins: [react()],
  build: { outDir: '../dist/client', emptyOutDir: true },
  test: {
    root,
    include: ['engine/**/*.test.ts', 'server/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // A safety net against a hung test, not a speed check: integration tests open servers and
    // sockets, and on a loaded 2-core machine 5 s (vitest's default) was seen to cut a passing
    // test short. Speed is measured by `npm run bench`.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
