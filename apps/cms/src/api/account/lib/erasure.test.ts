import type { Core } from '@strapi/strapi';
import { describe, expect, it, vi } from 'vitest';

const erased: number[] = [];
vi.mock('./account-data', () => ({
  personalDataOwners: vi.fn(async (_strapi: unknown, where: unknown) =>
    where
      ? [{ id: 7, documentId: 'u7', email: 'a@b.nl', confirmed: true }]
      : [1, 2].map((id) => ({ id, documentId: `u${id}`, email: '', confirmed: false })),
  ),
  erasePersonalData: vi.fn(async (_strapi: unknown, user: { id: number }) => void erased.push(user.id)),
}));

const { registerUserErasure, usersAboutToGo } = await import('./erasure');

type Subscriber = { models: string[]; beforeDelete(event: unknown): Promise<void>; beforeDeleteMany(event: unknown): Promise<void> };

function fakeStrapi() {
  const subscribers: Subscriber[] = [];
  const transactions: string[] = [];
  const strapi = {
    db: {
      lifecycles: { subscribe: (subscriber: Subscriber) => subscribers.push(subscriber) },
      transaction: async (run: () => Promise<unknown>) => {
        transactions.push('open');
        return run();
      },
    },
    log: { info: () => undefined },
  } as unknown as Core.Strapi;
  return { strapi, subscribers, transactions };
}

describe('one clean-up, whoever deletes (decision 049)', () => {
  it('listens to delete and deleteMany of the user model', () => {
    const { strapi, subscribers } = fakeStrapi();
    registerUserErasure(strapi);
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0].models).toEqual(['plugin::users-permissions.user']);
  });

  it('erases the user a delete names, in a transaction, before the row goes', async () => {
    const { strapi, subscribers, transactions } = fakeStrapi();
    registerUserErasure(strapi);
    erased.length = 0;
    await subscribers[0].beforeDelete({ params: { where: { id: 7 } } });
    expect(erased).toEqual([7]);
    expect(transactions).toEqual(['open']);
  });

  it('erases every user a deleteMany without a filter would remove', async () => {
    const { strapi, subscribers } = fakeStrapi();
    registerUserErasure(strapi);
    erased.length = 0;
    await subscribers[0].beforeDeleteMany({ params: {} });
    expect(erased).toEqual([1, 2]);
  });

  it('a delete without a where (which Strapi refuses) erases nothing', async () => {
    expect(await usersAboutToGo(fakeStrapi().strapi, { params: {} }, false)).toEqual([]);
  });
});
