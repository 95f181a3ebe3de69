import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_CLEANERS, ownedBy } from './account-data';

describe('ownedBy', () => {
  it('deletes the entries whose relation points at the user', async () => {
    const calls: unknown[] = [];
    const strapi = {
      db: {
        query: (uid: string) => ({
          findMany: async (params: unknown) => (calls.push(['findMany', uid, params]), [{ id: 4 }, { id: 9 }]),
          deleteMany: async (params: unknown) => (calls.push(['deleteMany', uid, params]), { count: 2 }),
        }),
      },
    } as unknown as Core.Strapi;
    await ownedBy('api::saved-job.saved-job', 'user').deleteFor(strapi, 7);
    expect(calls).toEqual([
      ['findMany', 'api::saved-job.saved-job', { where: { user: { id: 7 } }, select: ['id'] }],
      ['deleteMany', 'api::saved-job.saved-job', { where: { id: { $in: [4, 9] } } }],
    ]);
  });

  it('cleans up registrations', () => {
    expect(ACCOUNT_DATA_CLEANERS.map((cleaner) => cleaner.name)).toContain('api::registration.registration (user)');
  });

  it('every cleaner has a name and a delete function', () => {
    for (const cleaner of ACCOUNT_DATA_CLEANERS) {
      expect(cleaner.name).toMatch(/^(api|plugin)::/);
      expect(typeof cleaner.deleteFor).toBe('function');
    }
  });
});
