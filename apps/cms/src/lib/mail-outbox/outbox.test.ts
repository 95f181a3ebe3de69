import type { Core } from '@strapi/strapi';
import { describe, expect, it, vi } from 'vitest';
import { createOutboxWorker, messageId, queueMail } from './outbox';

type Row = Record<string, unknown> & { id: number; key: string; state: string };

/** An outbox table in memory, with just the queries the outbox makes. */
function fakeStrapi() {
  const table: Row[] = [];
  const send = vi.fn(async (_options: Record<string, unknown>) => undefined);
  const matches = (row: Row, where: Record<string, unknown>) =>
    Object.entries(where).every(([field, value]) => (typeof value === 'object' && value !== null ? true : row[field] === value));
  const strapi = {
    log: { error: vi.fn(), warn: vi.fn() },
    plugin: () => ({ service: () => ({ send }) }),
    db: {
      transaction: async <T>(work: (trx: { onCommit: (fn: () => void) => void }) => Promise<T>) => work({ onCommit: () => undefined }),
      query: () => ({
        count: async ({ where }: { where: { key: string } }) => table.filter((row) => row.key === where.key).length,
        create: async ({ data }: { data: Record<string, unknown> }) => void table.push({ ...data, id: table.length + 1 } as Row),
        findMany: async ({ where }: { where: Record<string, unknown> }) => table.filter((row) => matches(row, where)),
        updateMany: async ({ where, data }: { where: Record<string, unknown>; data: Record<string, unknown> }) => {
          const hits = table.filter((row) => matches(row, where) && (where.id === undefined || row.id === where.id));
          for (const row of hits) Object.assign(row, data);
          return { count: hits.length };
        },
        update: async ({ where, data }: { where: { id: number }; data: Record<string, unknown> }) =>
          Object.assign(
            table.find((row) => row.id === where.id)!,
            data,
          ),
        deleteMany: async () => ({ count: 0 }),
      }),
    },
  };
  return { strapi: strapi as unknown as Core.Strapi, table, send };
}

const mail = { subject: 'Onderwerp', html: '<p>Hallo</p>', text: 'Hallo' };

describe('the outbox', () => {
  it('queues a key once, keeps a mail’s own headers and sends them beside its Message-ID', async () => {
    const { strapi, table, send } = fakeStrapi();
    const headers = { 'List-Unsubscribe': '<https://site.nl/api/job-alerts/unsubscribe?token=x>' };
    await queueMail(strapi, { key: 'job-alert:1:abc', to: 'anna@example.nl', mail: { ...mail, headers } });
    await queueMail(strapi, { key: 'job-alert:1:abc', to: 'anna@example.nl', mail: { ...mail, headers } });
    await queueMail(strapi, { key: 'password-changed:x:1', to: 'anna@example.nl', mail });
    await queueMail(strapi, { key: 'nobody', to: null, mail });
    expect(table.map((row) => [row.key, row.headers])).toEqual([
      ['job-alert:1:abc', headers],
      ['password-changed:x:1', null],
    ]);

    await createOutboxWorker(strapi, 60_000).tick();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0][0]).toMatchObject({
      to: 'anna@example.nl',
      subject: 'Onderwerp',
      text: 'Hallo',
      headers: { ...headers, 'Message-ID': messageId('job-alert:1:abc') },
    });
    expect(send.mock.calls[1][0].headers).toEqual({ 'Message-ID': messageId('password-changed:x:1') });
    expect(table.map((row) => row.state)).toEqual(['sent', 'sent']);
    // Sent, its text and links (with their tokens) leave the database; to whom, what and when stay.
    expect(table.map(({ html, text, headers }) => [html, text, headers])).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
    expect(table.map(({ recipient, subject }) => [recipient, subject])).toEqual([
      ['anna@example.nl', 'Onderwerp'],
      ['anna@example.nl', 'Onderwerp'],
    ]);
  });

  it('keeps the text of a mail it could not send, to try again', async () => {
    const { strapi, table, send } = fakeStrapi();
    send.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    await queueMail(strapi, { key: 'application-received:1:applicant', to: 'anna@example.nl', mail });
    await createOutboxWorker(strapi, 60_000).tick();
    expect(table[0]).toMatchObject({ state: 'pending', attempts: 1, html: mail.html, text: mail.text, error: 'connect ECONNREFUSED' });
    // A try that will be repeated is a warning; only a mail given up is an error line (issue 47's log gate).
    expect(strapi.log.warn).toHaveBeenCalledWith(expect.stringContaining('sending failed (attempt 1)'));
    expect(strapi.log.error).not.toHaveBeenCalled();
  });
});
