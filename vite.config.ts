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
  },
});
