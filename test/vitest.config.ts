import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/bench/**', 'node_modules/**'],
    // Generates the common sample store once for the whole run (see test/support/store.ts).
    globalSetup: ['test/support/sample-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two workers keep DuckDB and child processes from starving each other.
    pool: 'forks',
    maxWorkers: 2,
  },
});
