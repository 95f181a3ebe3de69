import { shuffle } from '@vitest/utils/helpers';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { runsAlone } from './support/run-alone';

/**
 * Files whose outcome does not depend on the CMS's database: what the browser does with a page (the
 * lightbox's gestures, colour mode and menus, Next's image optimizer), the error screens with the CMS
 * down, and the files that start stacks of their own. The second pass on PostgreSQL (`npm test --
 * --postgres` sets E2E_ONLY_DATABASE_FILES=1) leaves them out and runs every file that reads or writes
 * through the CMS's database (decision 011): a file that publishes, registers or reads CMS content (caching's on-publish revalidation, the
 * accessibility pass's accounts, the redirect table) is database-bound.
 */
const NOT_DATABASE_BOUND = [
  'e2e/lightbox.test.ts',
  'e2e/navigation.test.ts',
  'e2e/images.test.ts',
  'e2e/errors.test.ts',
  // These start stacks of their own (npm start on its own SQLite file; the site against a stand-in
  // Strapi 4 and against a real Strapi 4 and 3), whatever database the suite's CMS runs on.
  'e2e/start.test.ts',
  'e2e/cms-versions.test.ts',
  // A Strapi 4 of its own on SQLite, filled over REST from the suite's CMS (decision 053).
  'e2e/strapi-4.test.ts',
  // A Strapi 3 of its own on a PostgreSQL of its own, filled the same way.
  'e2e/strapi-3.test.ts',
  // Starts a second site (default trust mode) beside the suite's; it checks rate-limit keys, not data.
  'e2e/security-client-address.test.ts',
  // Screenshots of the seed's content: what the browser draws does not depend on the database engine.
  'e2e/visual.test.ts',
];

/**
 * Left out of the cluster pass as well (`--cluster`, decision 038): what axe reads of each page depends
 * on neither the database engine nor the number of instances, and at 136–161 s it is the longest file;
 * its accounts are made through the routes accounts.test.ts runs in that pass. Without it the pass fits
 * CI's 45 minutes. `npm test -- --postgres` still runs it on PostgreSQL.
 */
const NOT_INSTANCE_BOUND = [
  'e2e/accessibility.test.ts',
  // The Nu Html Checker reads the markup a page is rendered with, the same from every instance.
  'e2e/html-validity.test.ts',
  // One site against its own Strapi 4 or 3: the number of Strapi 5 instances it imported from changes nothing.
  'e2e/strapi-4.test.ts',
  'e2e/strapi-3.test.ts',
  // One site instance's PDF worker beside another visitor's requests is what it measures (issue 48).
  'e2e/uwv-pdf-load.test.ts',
];

/**
 * Files that must see the seed's content and nothing another file wrote: the screenshot comparison
 * (issue 20), whose home and /jobs would otherwise show whichever vacancies earlier files published.
 */
const ON_THE_SEED_ALONE = ['e2e/visual.test.ts'];

/**
 * Files run in a shuffled order, so none can lean on what an earlier file left behind (issue 21). The
 * seed is printed; `E2E_SEED=<seed>` repeats an order.
 */
const seed = Number(process.env.E2E_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`e2e file order: shuffled with seed ${seed} (E2E_SEED=${seed} repeats it)`);

/**
 * Vitest's own shuffle (the same order for a seed as `sequence.shuffle`), then the seed-only files moved to the
 * front and the files that run alone (support/run-alone.ts) after them: together, so that with two workers
 * one waits for the other's turn only in that first stretch, and the rest run two at a time.
 */
class SeedFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const first = (file: TestSpecification) => ON_THE_SEED_ALONE.some((name) => file.moduleId.endsWith(name));
    const alone = (file: TestSpecification) => !first(file) && runsAlone(file.moduleId);
    const shuffled = shuffle(files, seed);
    return [...shuffled.filter(first), ...shuffled.filter(alone), ...shuffled.filter((file) => !first(file) && !alone(file))];
  }
}

/**
 * Issue 47: one real stack (Strapi + Next.js + Chromium) is shared by all files; with E2E_WORKERS=2 two files
 * run at once, and the files of support/run-alone.ts take the stack to themselves (support/file-lock.ts).
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.E2E_ONLY_DATABASE_FILES === '1' ? NOT_DATABASE_BOUND : []),
      ...(process.env.E2E_CLUSTER === '1' ? NOT_INSTANCE_BOUND : []),
    ],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/file-lock.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    sequence: { sequencer: SeedFirstSequencer, shuffle: false, seed },
    testTimeout: 60_000,
    // Conditions the browser reaches after a server round trip; the default 1 s is too short on a
    // busy two-core machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 240_000,
    pool: 'forks',
  },
});
