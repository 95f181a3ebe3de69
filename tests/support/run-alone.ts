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
};

export const runsAlone = (file: string) => Object.keys(RUN_ALONE).some((name) => file.endsWith(name));
