import { defineConfig } from 'vitest/config';

/** The scripts' own unit tests (`npm test` runs them as unit-scripts): the backup archive's checks, the benchmarks' judging. */
export default defineConfig({
  test: { include: ['lib/**/*.test.mjs', 'bench/lib/**/*.test.mjs'], environment: 'node', testTimeout: 30_000 },
});
