import type { Core } from '@strapi/strapi';
import { describe, expect, it, vi } from 'vitest';
import { deleteInactiveAccounts, deleteUnconfirmedAccounts, noticeInactiveAccounts } from './round';

type Row = Record<string, unknown> & { id: number };
const DAY = 24 * 60 * 60 * 1000;
const AT = new Date('2026-11-27T02:30:00Z');
const ago = (days: number) => new Date(AT.getTime() - days * DAY);

/** The where clauses the round writes: equality, $lt, $gt, $null, $or. */
function matches(row: Row, where: Record<string, unknown>): boolean {
  return Object.entries(where).every(([field, condition]) => {
    if (field === '$or') return (condition as Record<string, unknown>[]).some((part) => matches(row, part));
    const value = row[field];
    if (condition instanceof Date || typeof condition !== 'object' || condition === null) {
      return condition instanceof Date ? value instanceof Date && value.getTime() === condition.getTime() : value === condition;
    }
    return Object.entries(condition).every(([op, operand]) => {
      if (op === '$null') return (value === null || value === undefined) === operand;
      if (op === '$lt') return value != null && (value as number | Date) < (operand as number | Date);
      if (op === '$gt') return value != null && (value as number | Date) > (operand as number | Date);
      throw new Error(`operator ${op}`);
    });
  });
}

/** Users and the outbox in memory, with just the queries the round makes; deleteAccount removes the row. */
function fakeStrapi(users: Row[]) {
  const outbox: Row[] = [];
  const deleteAccount = vi.fn(
    async (id: number) =>
      void users.splice(
        users.findIndex((user) => user.id === id),
        1,
      ),
  );
  const table = (rows: Row[]) => ({
    findMany: async ({ where, limit }: { where: Record<string, unknown>; limit?: number }) =>
      rows
        .filter((row) => matches(row, where))
        .sort((a, b) => a.id - b.id)
        .slice(0, limit),
    count: async ({ where }: { where: Record<string, unknown> }) => rows.filter((row) => matches(row, where)).length,
    updateMany: async ({ where, data }: { where: Record<string, unknown>; data: Record<string, unknown> }) => {
      const hits = rows.filter((row) => matches(row, where));
      for (const row of hits) Object.assign(row, data);
      return { count: hits.length };
    },
    create: async ({ data }: { data: Record<string, unknown> }) => void rows.push({ ...data, id: rows.length + 1 }),
  });
  const strapi = {
    db: {
      query: (uid: string) => (uid === 'plugin::users-permissions.user' ? table(users) : table(outbox)),
      transaction: async <T>(work: (trx: { onCommit: (fn: () => void) => void }) => Promise<T>) => work({ onCommit: () => undefined }),
    },
    service: () => ({ deleteAccount }),
    config: { get: () => undefined },
    log: { error: vi.fn(), info: vi.fn() },
  };
  return { strapi: strapi as unknown as Core.Strapi, outbox, deleteAccount };
}

const user = (id: number, fields: Record<string, unknown>): Row => ({
  id,
  documentId: `user${id}`,
  email: `user${id}@example.nl`,
  firstName: `Naam${id}`,
  confirmed: true,
  createdAt: ago(1000),
  lastSignInAt: null,
  inactivityNoticeAt: null,
  ...fields,
});

describe('inactive accounts (decision 050)', () => {
  it('mails each account without a sign-in for the months once, also when two rounds run at once', async () => {
    const users = [
      user(1, { lastSignInAt: ago(800) }),
      user(2, { lastSignInAt: ago(100) }),
      user(3, {}), // never signed in, made 1000 days ago
      user(4, { createdAt: ago(10) }), // never signed in, new
      user(5, { lastSignInAt: ago(800), confirmed: false }),
      user(6, { lastSignInAt: ago(800), inactivityNoticeAt: ago(3) }), // already asked
    ];
    const { strapi, outbox } = fakeStrapi(users);
    const [first, second] = await Promise.all([noticeInactiveAccounts(strapi, AT, 24), noticeInactiveAccounts(strapi, AT, 24)]);
    expect(first + second).toBe(2);
    expect(outbox.map((mail) => mail.recipient).sort()).toEqual(['user1@example.nl', 'user3@example.nl']);
    expect(outbox[0]).toMatchObject({
      key: expect.stringMatching(/^account-inactive:user[13]:2026-11-27$/),
      subject: expect.stringContaining('30 dagen'),
    });
    expect(users.find((row) => row.id === 1)?.inactivityNoticeAt).toEqual(AT);
    expect(await noticeInactiveAccounts(strapi, AT, 24)).toBe(0);
  });

  it('deletes through the account service 30 days after the mail, not before, and never one whose notice a sign-in cleared', async () => {
    const users = [user(1, { inactivityNoticeAt: ago(31) }), user(2, { inactivityNoticeAt: ago(29) }), user(3, { lastSignInAt: ago(1) })];
    const { strapi, deleteAccount } = fakeStrapi(users);
    expect(await deleteInactiveAccounts(strapi, AT)).toBe(1);
    expect(deleteAccount).toHaveBeenCalledWith(1);
    expect(users.map((row) => row.id)).toEqual([2, 3]);
  });

  it('deletes accounts never confirmed after 7 days', async () => {
    const users = [
      user(1, { confirmed: false, createdAt: ago(8) }),
      user(2, { confirmed: false, createdAt: ago(6) }),
      user(3, { createdAt: ago(8) }),
    ];
    const { strapi } = fakeStrapi(users);
    expect(await deleteUnconfirmedAccounts(strapi, AT)).toBe(1);
    expect(users.map((row) => row.id)).toEqual([2, 3]);
  });
});
