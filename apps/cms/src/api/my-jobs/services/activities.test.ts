import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import activities from './activities';

type Row = { id: number; documentId: string; user: number; date: string; employer: string; jobTitle: string; method: string; result: null };
const ANNA = { id: 1 };
const BOB = { id: 2 };

/** A fake Strapi holding rows in memory: findOne/findMany honour `documentId`, `user.id` and the date range, as the Query Engine does. */
function fakeStrapi(rows: Row[]) {
  type Where = { documentId?: string; user?: { id: number }; date?: { $gte: string; $lte: string }; id?: { $in: number[] } };
  const matches = (row: Row, where: Where) =>
    (where.documentId === undefined || row.documentId === where.documentId) &&
    (where.user?.id === undefined || row.user === where.user.id) &&
    (where.date === undefined || (row.date >= where.date.$gte && row.date <= where.date.$lte)) &&
    (where.id?.$in === undefined || where.id.$in.includes(row.id));
  const deleted: string[] = [];
  const strapi = {
    db: {
      query: () => ({
        findOne: async ({ where }: { where: Where }) => rows.find((row) => matches(row, where)) ?? null,
        findMany: async ({ where }: { where: Where }) => rows.filter((row) => matches(row, where)),
        deleteMany: async ({ where }: { where: Where }) => {
          for (const row of rows.filter((candidate) => matches(candidate, where))) deleted.push(row.documentId);
        },
      }),
    },
    documents: () => ({
      update: async ({ documentId }: { documentId: string }) => void deleted.push(`updated:${documentId}`),
      delete: async ({ documentId }: { documentId: string }) => void deleted.push(documentId),
    }),
  } as unknown as Core.Strapi;
  return { service: activities({ strapi }), deleted };
}

const row = (id: number, user: number, date: string): Row => ({
  id,
  documentId: `doc${id}`,
  user,
  date,
  employer: 'Bakkerij',
  jobTitle: 'Verkoper',
  method: 'email',
  result: null,
});

describe('hand-made activities are their owner’s only (decision 054)', () => {
  const input = { date: '2026-11-03', employer: 'X', jobTitle: 'Y', method: 'email' as const, result: null };

  it('lists only the owner’s, within the period when one is given', async () => {
    const { service } = fakeStrapi([row(1, 1, '2026-11-01'), row(2, 1, '2026-10-01'), row(3, 2, '2026-11-02')]);
    expect((await service.listMine(ANNA)).map((item) => item.documentId)).toEqual(['doc1', 'doc2']);
    expect((await service.listMine(ANNA, { from: '2026-10-31', to: '2026-11-27' })).map((item) => item.documentId)).toEqual(['doc1']);
    expect(await service.listMine(BOB, { from: '2026-10-31', to: '2026-11-27' })).toHaveLength(1);
  });

  it('answers another visitor 404 on reading, changing and deleting, and changes nothing', async () => {
    const { service, deleted } = fakeStrapi([row(1, 1, '2026-11-01')]);
    await expect(service.findOne(BOB, 'doc1')).rejects.toBeInstanceOf(errors.NotFoundError);
    await expect(service.update(BOB, 'doc1', input)).rejects.toBeInstanceOf(errors.NotFoundError);
    await expect(service.remove(BOB, 'doc1')).rejects.toBeInstanceOf(errors.NotFoundError);
    expect(deleted).toEqual([]);
    await service.remove(ANNA, 'doc1');
    expect(deleted).toEqual(['doc1']);
  });

  it('erases all of a user’s activities and no one else’s', async () => {
    const { service, deleted } = fakeStrapi([row(1, 1, '2026-11-01'), row(2, 2, '2026-11-01'), row(3, 1, '2026-09-01')]);
    await service.deleteAllOf(ANNA);
    expect(deleted).toEqual(['doc1', 'doc3']);
  });
});
