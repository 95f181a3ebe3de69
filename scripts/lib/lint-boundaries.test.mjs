import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The linter keeps the house (issue 49, eslint.config.mjs featureBoundaries): a feature importing another
 * feature, or shared code importing a feature, fails `npm run lint`; composing folders and a feature's own
 * and shared imports pass. Each probe is linted as if it were a file at that place, against the real targets;
 * relative paths, since the TypeScript resolver maps `@/` only for files that exist (the same rule applies to both).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file, imports) {
  const code = imports
    .map((target, index) => `import * as probe${index} from '${target}';\nexport const keep${index} = probe${index};`)
    .join('\n');
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('feature boundaries in the site', () => {
  it('refuses a feature that imports another feature, and says where shared code goes', async () => {
    const errors = await boundaryErrors('apps/web/features/jobs/boundary-probe.ts', ['../job-alerts/components/JobAlertOffer']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("apps/web/features/jobs may not use another feature's code");
    expect(errors[0]).toContain('apps/web/lib');
  });

  it('refuses shared code that imports a feature', async () => {
    expect(await boundaryErrors('apps/web/lib/boundary-probe.ts', ['../features/uwv-record/csv'])).toEqual([
      expect.stringContaining('Shared code may not depend on a feature'),
    ]);
    expect(await boundaryErrors('apps/web/components/boundary-probe.tsx', ['../features/jobs/labels'])).toHaveLength(1);
  });

  it('lets a feature use itself and shared code, and app/ compose features', async () => {
    expect(
      await boundaryErrors('apps/web/features/jobs/boundary-probe.ts', [
        './labels',
        '../../lib/session/session',
        '../../components/vacancies/VacancyCard',
      ]),
    ).toEqual([]);
    expect(
      await boundaryErrors('apps/web/app/(site)/jobs/boundary-probe.tsx', [
        '../../../../features/jobs/components/JobsOverview',
        '../../../../features/job-alerts/components/JobAlertOffer',
      ]),
    ).toEqual([]);
  });
});

describe('feature boundaries in the CMS', () => {
  it('refuses an API folder that imports another API folder', async () => {
    const errors = await boundaryErrors('apps/cms/src/api/account/lib/boundary-probe.ts', ['../../ats/lib/personal-data']);
    expect(errors).toEqual([expect.stringContaining("apps/cms/src/api/account may not use another feature's code")]);
  });

  it('refuses lib/ importing an API folder, but not its content-type schema (Strapi’s contract)', async () => {
    expect(await boundaryErrors('apps/cms/src/lib/boundary-probe.ts', ['../api/ats/lib/personal-data'])).toHaveLength(1);
    expect(await boundaryErrors('apps/cms/src/lib/boundary-probe.ts', ['../api/vacancy/content-types/vacancy/schema.json'])).toEqual([]);
  });

  it('lets src/index.ts and bootstrap/ compose the features', async () => {
    expect(await boundaryErrors('apps/cms/src/boundary-probe.ts', ['./api/ats/lib/personal-data', './api/indexing/start-up'])).toEqual([]);
    expect(await boundaryErrors('apps/cms/src/bootstrap/boundary-probe.ts', ['../api/ats/lib/personal-data'])).toEqual([]);
  });
});
