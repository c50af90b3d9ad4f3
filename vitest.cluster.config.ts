import { defineConfig } from 'vitest/config';

/**
 * The cluster suite (`npm test` stage "cluster"): two real app processes (npm run cluster)
 * on one PostgreSQL and one Redis that scripts/test.mjs starts for it. Needs a build.
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    maxWorkers: 1,
  },
});
