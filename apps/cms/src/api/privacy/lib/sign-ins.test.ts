import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { recordingSignIns, signedInUserId } from '../../../lib/sign-ins';

function fakeStrapi(fail = false) {
  const update = vi.fn(async (_args: unknown) => {
    if (fail) throw new Error('database gone');
    return {};
  });
  const error = vi.fn();
  const strapi = { db: { query: () => ({ update }) }, log: { error } } as unknown as Core.Strapi;
  return { strapi, update, error };
}

const context = () => ({ body: undefined }) as unknown as Context;

describe('recording sign-ins (decision 050)', () => {
  it('knows an answer that signed someone in', () => {
    expect(signedInUserId({ jwt: 'x.y.z', user: { id: 7 } })).toBe(7);
    expect(signedInUserId({ user: { id: 7 } })).toBeNull();
    expect(signedInUserId({ jwt: '', user: { id: 7 } })).toBeNull();
    expect(signedInUserId({ ok: true })).toBeNull();
    expect(signedInUserId(null)).toBeNull();
  });

  it('sets lastSignInAt and clears an inactivity notice after a sign-in, and leaves other answers alone', async () => {
    const { strapi, update } = fakeStrapi();
    const controller = recordingSignIns(strapi, {
      callback: async (ctx) => void (ctx.body = { jwt: 'a.b.c', user: { id: 3 } }),
      forgotPassword: async (ctx) => void (ctx.body = { ok: true }),
      register: async (ctx) => void (ctx.body = { user: { id: 4 } }),
    });
    await controller.callback(context(), async () => {});
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0][0]).toMatchObject({ where: { id: 3 }, data: { lastSignInAt: expect.any(Date), inactivityNoticeAt: null } });
    await controller.forgotPassword(context(), async () => {});
    await controller.register(context(), async () => {});
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('never fails a sign-in because the record could not be written', async () => {
    const { strapi, error } = fakeStrapi(true);
    const controller = recordingSignIns(strapi, { callback: async (ctx) => void (ctx.body = { jwt: 'a.b.c', user: { id: 3 } }) });
    const ctx = context();
    await controller.callback(ctx, async () => {});
    expect(ctx.body).toEqual({ jwt: 'a.b.c', user: { id: 3 } });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('user 3'));
  });
});
