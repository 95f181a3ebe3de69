/**
 * Issue 47: the e2e files that need the stack to themselves when files run two at a time
 * (E2E_WORKERS, support/file-lock-server.ts). Every other file makes its own accounts, vacancies and
 * visitor addresses, so another file running beside it changes nothing it reads.
 */
export const RUN_ALONE: Record<string, string> = {
  'e2e/visual.test.ts': 'screenshots of the seed content alone',
  'e2e/errors.test.ts': 'stops the CMS',
  'e2e/push.test.ts': 'stops and kills the CMS',
  'e2e/cluster.test.ts': 'stops CMS and site instances',
  'e2e/start.test.ts': 'starts and kills stacks of its own and watches the start time',
  'e2e/backup.test.ts': 'restores the whole database into a stack of its own',
  'e2e/applications.test.ts': "moves the CMS's clock, which every file's data sees",
  'e2e/indexing.test.ts': "moves the CMS's clock",
  'e2e/newsletter.test.ts': "moves the CMS's clock and sends to every subscriber",
  'e2e/retention.test.ts': "moves the CMS's clock two years; its rounds act on every account",
  'e2e/security-timing.test.ts': 'compares answer times',
  'e2e/security-body-limits.test.ts': 'floods the CMS and the site',
  'e2e/caching.test.ts': 'compares answer times and counts what the site asks the CMS',
  'e2e/accessibility.test.ts': "axe's route sweeps ran into the test timeout under load (decision 060)",
  'e2e/offline.test.ts': 'watches every connection the site and the CMS open',
  'e2e/operations.test.ts': 'reads counters and the whole logs of the stack',
  // Measured 2026-12-02: run beside each other they failed (ports of their own sites and stand-ins).
  'e2e/cms-versions.test.ts': 'starts a site of its own against stand-in Strapis, on fixed ports',
  'e2e/strapi-4.test.ts': 'starts a real Strapi 4 and a site of its own, on fixed ports',
  'e2e/strapi-3.test.ts': 'starts a real Strapi 3 on a PostgreSQL of its own and a site, on fixed ports',
  'e2e/security-probe-2.test.ts': "expects the CMS's upload temp folder empty, which another file's upload fills",
  'e2e/security-probe-3.test.ts': "watches the CMS's upload temp folder, and races two instances",
  'e2e/uwv-pdf-load.test.ts': "compares a visitor's answer times with and without PDFs being made",
};

export const runsAlone = (file: string) => Object.keys(RUN_ALONE).some((name) => file.endsWith(name));
