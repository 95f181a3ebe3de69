import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { MY_JOBS_PERSONAL_DATA } from './account-cleaners';

const applications = MY_JOBS_PERSONAL_DATA.find((type) => type.key === 'applications')!;
const owner = { id: 7, documentId: 'u7', email: 'anna@example.nl', confirmed: true };

function strapiWith(rows: unknown[]) {
  return {
    dirs: { app: { root: '/srv/cms' } },
    db: { query: () => ({ findMany: async () => rows }) },
  } as unknown as Core.Strapi;
}

describe('the applications in the personal-data export (decision 049)', () => {
  it('puts a kept CV in the ZIP, names a deleted one with its date, and gives the status with its dates', async () => {
    const added: Array<[string, string]> = [];
    const files = { add: (name: string, file: string) => (added.push([name, file]), name) };
    const rows = [
      {
        documentId: 'app1',
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-02T10:00:00.000Z',
        motivation: 'Graag!',
        status: 'uitgenodigd',
        statusChangedAt: '2026-11-02T10:00:00.000Z',
        statusMessage: 'Kom langs',
        cvFileName: 'mijn cv.pdf',
        cvMime: 'application/pdf',
        cvSize: 1234,
        cvKey: 'a'.repeat(32),
        cvConsent: true,
        vacancy: { documentId: 'vac1', title: 'Bakker' },
      },
      {
        documentId: 'app2',
        createdAt: '2026-10-01T10:00:00.000Z',
        motivation: 'Ook graag',
        status: 'ontvangen',
        cvFileName: 'oud.pdf',
        cvKey: null,
        cvDeletedAt: '2026-10-29T03:30:00.000Z',
        cvConsent: false,
        vacancy: null,
      },
    ];
    const exported = (await applications.export(strapiWith(rows), owner, files)) as Array<Record<string, unknown>>;
    expect(added).toEqual([['cv/app1-mijn cv.pdf', expect.stringMatching(/cvs\/a{32}$/)]]);
    expect(exported[0]).toMatchObject({
      vacancy: { documentId: 'vac1', title: 'Bakker' },
      statusHistory: [
        { status: 'ontvangen', at: '2026-11-01T10:00:00.000Z' },
        { status: 'uitgenodigd', at: '2026-11-02T10:00:00.000Z' },
      ],
      cv: { fileName: 'mijn cv.pdf', fileInZip: 'cv/app1-mijn cv.pdf', deletedAt: null },
      cvRetentionConsent: { given: true, at: '2026-11-01T10:00:00.000Z', withdrawnAt: null },
    });
    expect(exported[1]).toMatchObject({
      statusHistory: [{ status: 'ontvangen', at: '2026-10-01T10:00:00.000Z' }],
      cv: { fileName: 'oud.pdf', fileInZip: null, deletedAt: '2026-10-29T03:30:00.000Z' },
      cvRetentionConsent: { given: false, at: null },
    });
    expect(JSON.stringify(exported)).not.toContain('a'.repeat(32));
  });
});
