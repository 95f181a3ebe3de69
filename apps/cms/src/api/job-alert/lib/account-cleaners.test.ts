import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { ALERT_AND_PUSH_DATA_CLEANERS } from './account-cleaners';

/** A Query Engine stand-in that records what each cleaner asks: the user is found, alerts listed, then deleted by id. */
function recordingStrapi(user: { email: string; confirmed: boolean } | null) {
  const calls: unknown[] = [];
  const strapi = {
    db: {
      query: (uid: string) => ({
        findOne: async (params: unknown) => (calls.push(['findOne', uid, params]), user),
        findMany: async (params: unknown) => (calls.push(['findMany', uid, params]), [{ id: 3 }]),
        deleteMany: async (params: unknown) => (calls.push(['deleteMany', uid, params]), { count: 1 }),
      }),
    },
  } as unknown as Core.Strapi;
  return { strapi, calls };
}

const guestCleaner = ALERT_AND_PUSH_DATA_CLEANERS.find((cleaner) => cleaner.name.includes('guest'))!;

describe('deleting an account', () => {
  it('takes along the guest alerts of its confirmed address (decision 032), with their deliveries', async () => {
    const { strapi, calls } = recordingStrapi({ email: 'Anna@Example.nl', confirmed: true });
    await guestCleaner.deleteFor(strapi, 7);
    expect(calls).toContainEqual([
      'findMany',
      'api::job-alert.job-alert',
      { where: { email: 'anna@example.nl', user: { id: { $null: true } } }, select: ['id'] },
    ]);
    expect(calls).toContainEqual(['deleteMany', 'api::job-alert.job-alert-delivery', { where: { alertId: { $in: [3] } } }]);
    expect(calls).toContainEqual(['deleteMany', 'api::job-alert.job-alert', { where: { id: { $in: [3] } } }]);
  });

  it('leaves guest alerts alone when the account never confirmed the address: it may be someone else’s', async () => {
    const { strapi, calls } = recordingStrapi({ email: 'anna@example.nl', confirmed: false });
    await guestCleaner.deleteFor(strapi, 7);
    expect(calls.filter(([verb]) => verb !== 'findOne')).toEqual([]);
  });
});
