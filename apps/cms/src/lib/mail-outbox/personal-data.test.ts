import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { outboxData } from './personal-data';

describe('the outbox’s personal data (decision 049)', () => {
  it('erases every mail to the address except the account-deleted confirmation', async () => {
    const calls: unknown[] = [];
    const strapi = {
      db: {
        query: () => ({
          findMany: async (params: unknown) => (
            calls.push(['findMany', params]),
            [
              { id: 1, key: 'application-received:abc:applicant' },
              { id: 2, key: 'account-deleted:u7' },
              { id: 3, key: 'password-changed:7:123' },
            ]
          ),
          deleteMany: async (params: unknown) => (calls.push(['deleteMany', params]), { count: 2 }),
        }),
      },
    } as unknown as Core.Strapi;
    await outboxData.erase(strapi, { id: 7, documentId: 'u7', email: 'Anna@example.nl', confirmed: true });
    expect(calls).toEqual([
      ['findMany', { where: { recipient: { $eqi: 'Anna@example.nl' } }, select: ['id', 'key'] }],
      ['deleteMany', { where: { id: { $in: [1, 3] } } }],
    ]);
  });
});
