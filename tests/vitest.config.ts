import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files whose outcome does not depend on the CMS's database: what the browser renders and does with a
 * page (axe on every route, the lightbox's gestures, colour mode and menus, Next's image optimizer) and
 * what the site does on its own (its page cache and the webhook that clears it, the redirect proxy,
 * the error screens with the CMS down). The second pass on PostgreSQL (`npm test -- --postgres` sets
 * E2E_ONLY_DATABASE_FILES=1) leaves them out and runs every file that reads or writes through the
 * CMS's database (decision 011).
 */
const NOT_DATABASE_BOUND = [
  'e2e/accessibility.test.ts',
  'e2e/lightbox.test.ts',
  'e2e/navigation.test.ts',
  'e2e/images.test.ts',
  'e2e/caching.test.ts',
  'e2e/redirects.test.ts',
  'e2e/errors.test.ts',
];

// One real stack (Strapi + Next.js + Chromium) is shared by all files, so files run one at a time.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.E2E_ONLY_DATABASE_FILES === '1' ? NOT_DATABASE_BOUND : [])],
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
