import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // One migrated, seeded database per run; each test file clones it (tests/harness.ts).
    globalSetup: ['tests/setup/db-template.ts'],
    // Generous: nothing here is a timing assertion, and the suite must pass on a 2-core
    // machine that is busy (two `npm test` at once, a server under load beside it).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores on the CI machines: PGlite instances are heavy, keep parallelism modest.
    maxWorkers: 2,
  },
});
