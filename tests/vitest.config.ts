import { defineConfig } from 'vitest/config';

// One real stack (Strapi + Next.js + Chromium) is shared by all files, so files run one at a time.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // Conditions the browser reaches after a server round trip; the default 1 s is too short when CI runs
    // the SQLite and PostgreSQL passes on the same two cores.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 240_000,
    pool: 'forks',
  },
});
