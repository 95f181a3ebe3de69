import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { ALERT_AND_PUSH_PERSONAL_DATA } from './account-cleaners';

/** A Query Engine stand-in that records what each entry asks: alerts listed, then deleted by id. */
function recordingStrapi() {
  const calls: unknown[] = [];
  const strapi = {
    db: {
      query: (uid: string) => ({
        findMany: async (params: unknown) => (calls.push(['findMany', uid, params]), [{ id: 3 }]),
        deleteMany: async (params: unknown) => (calls.push(['deleteMany', uid, params]), { count: 1 }),
      }),
    },
  } as unknown as Core.Strapi;
  return { strapi, calls };
}

const guestAlerts = ALERT_AND_PUSH_PERSONAL_DATA.find((type) => type.key === 'guestJobAlerts')!;
const owner = (email: string, confirmed: boolean) => ({ id: 7, documentId: 'u7', email, confirmed });

describe('deleting an account', () => {
  it('takes along the guest alerts of its confirmed address (decision 032), with their deliveries', async () => {
    const { strapi, calls } = recordingStrapi();
    await guestAlerts.erase(strapi, owner('Anna@Example.nl', true));
    expect(calls).toContainEqual([
      'findMany',
      'api::job-alert.job-alert',
      { where: { email: 'anna@example.nl', user: { id: { $null: true } } }, select: ['id'] },
    ]);
    expect(calls).toContainEqual(['deleteMany', 'api::job-alert.job-alert-delivery', { where: { alertId: { $in: [3] } } }]);
    expect(calls).toContainEqual(['deleteMany', 'api::job-alert.job-alert', { where: { id: { $in: [3] } } }]);
  });

  it('leaves guest alerts alone when the account never confirmed the address: it may be someone else’s', async () => {
    const { strapi, calls } = recordingStrapi();
    await guestAlerts.erase(strapi, owner('anna@example.nl', false));
    expect(calls).toEqual([]);
  });
});
