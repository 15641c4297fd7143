import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One database per test file; files run in parallel on separate databases.
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A page's answer on two busy cores can take seconds (a client-side navigation's data, a
          // worker installing): a poll that names no timeout of its own waits this long, not 1 s.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
      {
        test: {
          // The outside checkers (tests/conformance/) over the same built server as the browser tests.
          name: 'conformance',
          include: ['tests/conformance/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
