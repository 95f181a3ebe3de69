import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Core } from '@strapi/strapi';

const queued: Array<{ key: string; to: string; mail: { subject: string; html: string; text: string } }> = [];
vi.mock('./mail-outbox/outbox', () => ({
  queueMail: vi.fn(async (_strapi: unknown, item: (typeof queued)[number]) => {
    queued.push(item);
  }),
}));
const { accountMails, queueAccountMails, queuesMail } = await import('./account-mails');

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A Strapi with only what the wrapper touches: the email plugin's provider and the log. */
function strapiWithProvider() {
  const sent: Array<Record<string, unknown>> = [];
  const provider = { send: async (options: Record<string, unknown>) => void sent.push(options) };
  const strapi = { plugin: () => ({ provider }), log: { error: vi.fn() } } as unknown as Core.Strapi;
  queueAccountMails(strapi);
  return { sent, provider };
}

describe("users-permissions' own mails through the outbox", () => {
  beforeEach(() => {
    queued.length = 0;
  });

  it('queues a reset or confirmation mail made inside accountMails, with its text part, each under its own key', async () => {
    const { sent, provider } = strapiWithProvider();
    const reset = { to: 'anna@example.nl', subject: 'Wachtwoord herstellen', html: '<p>Link</p>', text: 'Link' };
    await accountMails(async () => {
      await provider.send(reset);
      await provider.send(reset);
    });
    await nextTurn();
    expect(sent).toEqual([]);
    expect(queued.map((item) => [item.to, item.mail])).toEqual([
      ['anna@example.nl', { subject: 'Wachtwoord herstellen', html: '<p>Link</p>', text: 'Link' }],
      ['anna@example.nl', { subject: 'Wachtwoord herstellen', html: '<p>Link</p>', text: 'Link' }],
    ]);
    expect(queued[0].key).toMatch(/^account-mail:[0-9a-f-]{36}$/);
    expect(queued[1].key).not.toBe(queued[0].key);
  });

  it('sends everything else as before: outside accountMails, and the outbox sending with its Message-ID', async () => {
    const { sent, provider } = strapiWithProvider();
    await provider.send({ to: 'redactie@example.nl', subject: 'Nieuwsbrief' });
    await accountMails(() => provider.send({ to: 'anna@example.nl', subject: 'Uit de outbox', headers: { 'Message-ID': '<a@b>' } }));
    await nextTurn();
    expect(sent.map((mail) => mail.subject)).toEqual(['Nieuwsbrief', 'Uit de outbox']);
    expect(queued).toEqual([]);
  });

  it('carries the mark into work scheduled after the answer', async () => {
    const { sent, provider } = strapiWithProvider();
    await accountMails(() => new Promise<void>((resolve) => setImmediate(() => void provider.send({ to: 'a@example.nl' }).then(resolve))));
    await nextTurn();
    expect(sent).toEqual([]);
    expect(queued).toHaveLength(1);
  });

  it('decides on the mark, an address and the absence of our Message-ID', () => {
    expect(queuesMail(true, { to: 'a@example.nl' })).toBe(true);
    expect(queuesMail(false, { to: 'a@example.nl' })).toBe(false);
    expect(queuesMail(true, { to: ['a@example.nl'] })).toBe(false);
    expect(queuesMail(true, { to: 'a@example.nl', headers: { 'Message-ID': '<x@y>' } })).toBe(false);
  });
});
