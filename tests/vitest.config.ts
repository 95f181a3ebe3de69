import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that test only what the browser renders and does with a page: axe on every route, the
 * lightbox's gestures, colour mode and menus, Next's image optimizer. The CMS gives them the same
 * answers from either database, so the second pass on PostgreSQL (`npm test -- --postgres` sets
 * E2E_BROWSER_ONLY=skip) leaves them out and runs every file that reaches the database (decision 011).
 */
const BROWSER_ONLY = ['e2e/accessibility.test.ts', 'e2e/lightbox.test.ts', 'e2e/navigation.test.ts', 'e2e/images.test.ts'];

// One real stack (Strapi + Next.js + Chromium) is shared by all files, so files run one at a time.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.E2E_BROWSER_ONLY === 'skip' ? BROWSER_ONLY : [])],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // Conditions the browser reaches after a server round trip; the default 1 s is too short on a
    // busy two-core machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 240_000,
    pool: 'forks',
  },
});
