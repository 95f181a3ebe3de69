import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { noticePasswordChanges, passwordChangedKey } from './password-changed';

/** A Strapi with one user and an outbox table in memory; a transaction's writes vanish when it throws. */
function fakeStrapi(user: Record<string, unknown> | null) {
  let committed: Record<string, unknown>[] = [];
  let pending: Record<string, unknown>[] | null = null;
  const outbox = () => pending ?? committed;
  const strapi = {
    config: { get: () => 'Vacaturesite <noreply@vacaturesite.local>' },
    db: {
      async transaction<T>(work: (trx: { onCommit: (fn: () => void) => void }) => Promise<T>): Promise<T> {
        if (pending) return work({ onCommit: () => undefined });
        pending = [...committed];
        try {
          const result = await work({ onCommit: () => undefined });
          committed = pending;
          return result;
        } finally {
          pending = null;
        }
      },
      query(uid: string) {
        if (uid === 'api::mail-outbox.outgoing-mail')
          return {
            count: async ({ where }: { where: { key: string } }) => outbox().filter((row) => row.key === where.key).length,
            create: async ({ data }: { data: Record<string, unknown> }) => void outbox().push(data),
          };
        return {
          findOne: async ({ where }: { where: Record<string, unknown> }) =>
            user && Object.entries(where).every(([field, value]) => user[field] === value) ? user : null,
        };
      },
    },
  };
  return { strapi: strapi as unknown as Core.Strapi, sent: () => committed };
}

const anna = {
  id: 7,
  documentId: 'abc123',
  email: 'anna@example.nl',
  firstName: 'Anna',
  blocked: false,
  resetPasswordToken: 'code-1',
  sessionsValidFrom: '1795784700000',
};
const context = (fields: Record<string, unknown>) => ({ status: 404, state: {}, request: { body: {} }, ...fields }) as unknown as Context;
const succeeds = vi.fn(async (ctx: Context) => void (ctx.status = 200));
const refuses = vi.fn(async () => {
  throw new Error('The provided current password is invalid');
});

describe('the "password changed" notice', () => {
  it('queues one mail after a change on /account, keyed by the moment the older sessions ended', async () => {
    const { strapi, sent } = fakeStrapi(anna);
    const controller = noticePasswordChanges(strapi, { changePassword: succeeds, resetPassword: succeeds });
    await controller.changePassword(context({ state: { user: { id: 7 } } }), async () => undefined);
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({
      key: passwordChangedKey('abc123', new Date(1795784700000)),
      recipient: 'anna@example.nl',
      subject: 'Je wachtwoord bij Vacaturesite is gewijzigd',
      state: 'pending',
    });
    expect(sent()[0].text).toContain('via je accountpagina');
    expect(sent()[0].text).toContain('http://localhost:3000/wachtwoord-vergeten?bron=email');
  });

  it('queues one after a reset link, found by its code before the controller clears it', async () => {
    const { strapi, sent } = fakeStrapi(anna);
    const controller = noticePasswordChanges(strapi, { changePassword: succeeds, resetPassword: succeeds });
    await controller.resetPassword(context({ request: { body: { code: 'code-1' } } }), async () => undefined);
    expect(sent()).toHaveLength(1);
    expect(sent()[0].text).toContain('met een link om een nieuw wachtwoord in te stellen');
  });

  it('queues nothing when the controller refuses (wrong password, unknown code) or the account is blocked', async () => {
    const { strapi, sent } = fakeStrapi(anna);
    const controller = noticePasswordChanges(strapi, { changePassword: refuses, resetPassword: refuses });
    await expect(controller.changePassword(context({ state: { user: { id: 7 } } }), async () => undefined)).rejects.toThrow();
    await expect(controller.resetPassword(context({ request: { body: { code: 'code-1' } } }), async () => undefined)).rejects.toThrow();
    expect(sent()).toHaveLength(0);

    const blocked = fakeStrapi({ ...anna, blocked: true });
    await noticePasswordChanges(blocked.strapi, { changePassword: succeeds, resetPassword: succeeds }).changePassword(
      context({ state: { user: { id: 7 } } }),
      async () => undefined,
    );
    expect(blocked.sent()).toHaveLength(0);
  });

  it('passes a request without a user or a code straight to the plugin, which answers it', async () => {
    const { strapi, sent } = fakeStrapi(anna);
    const plugin = vi.fn(async () => 'plugin');
    const controller = noticePasswordChanges(strapi, { changePassword: plugin, resetPassword: plugin });
    expect(await controller.changePassword(context({}), async () => undefined)).toBe('plugin');
    expect(await controller.resetPassword(context({}), async () => undefined)).toBe('plugin');
    expect(sent()).toHaveLength(0);
  });
});
