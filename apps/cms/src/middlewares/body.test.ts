import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { callerAccepted, clientBodyError } from './body';

describe('clientBodyError', () => {
  it("turns co-body's refusal of a body that is not JSON into a ValidationError (400, no error line)", () => {
    const refusal = Object.assign(new SyntaxError('Unexpected end of JSON input'), { status: 400 });
    const turned = clientBodyError(refusal);
    expect(turned).toBeInstanceOf(errors.ValidationError);
    expect((turned as Error).message).toBe('The request body is not valid JSON');
  });

  it("turns raw-body's limit into a PayloadTooLargeError (413)", () => {
    const refusal = Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' });
    expect(clientBodyError(refusal)).toBeInstanceOf(errors.PayloadTooLargeError);
  });

  it('leaves every other error as it was', () => {
    const other = Object.assign(new Error('request aborted'), { status: 400, type: 'request.aborted' });
    const bug = new SyntaxError('a bug of ours');
    expect(clientBodyError(other)).toBe(other);
    expect(clientBodyError(bug)).toBe(bug);
  });
});

describe('who may send a multipart body (issue 48)', () => {
  /** Strapi's auth service as it behaves: the route's strategies decide, `next` runs when one accepts. */
  const strapiWith = (accept: (authorization: string) => { credentials: unknown } | null) =>
    ({
      get: () => ({
        authenticate: async (ctx: { state: Record<string, unknown>; get: (name: string) => string }, next: () => Promise<void>) => {
          const outcome = accept(ctx.get('authorization'));
          if (!outcome) return;
          ctx.state.auth = { credentials: outcome.credentials };
          await next();
        },
      }),
    }) as never;
  const ctxWith = (authorization: string) => ({ state: { route: 'before' } as Record<string, unknown>, get: () => authorization }) as never;
  const caller = { type: 'content-api', strategy: 'users-permissions' } as const;

  it('accepts a caller the route’s strategy signs in, and leaves the route as it was', async () => {
    const ctx = ctxWith('Bearer good') as { state: Record<string, unknown> };
    expect(
      await callerAccepted(
        strapiWith(() => ({ credentials: { id: 1 } })),
        ctx as never,
        caller,
      ),
    ).toBe(true);
    expect(ctx.state.route).toBe('before');
  });

  it('refuses a made-up token, and the public role users-permissions falls back to', async () => {
    expect(
      await callerAccepted(
        strapiWith(() => null),
        ctxWith('Bearer x'),
        caller,
      ),
    ).toBe(false);
    expect(
      await callerAccepted(
        strapiWith(() => ({ credentials: null })),
        ctxWith('Bearer x'),
        caller,
      ),
    ).toBe(false);
  });
});
