import { afterEach, describe, expect, it, vi } from 'vitest';

const track = vi.fn();
vi.mock('@/lib/analytics/track', () => ({ track: (...args: unknown[]) => track(...args) }));

const { callAccountApi } = await import('./call-route');

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

describe('account calls record user-auth analytics events (decision 007)', () => {
  afterEach(() => {
    track.mockReset();
    vi.unstubAllGlobals();
  });

  it.each([
    ['/api/auth/login', 'user-auth sign in', {}],
    ['/api/auth/register', 'user-auth sign up', { label: 'registered' }],
    ['/api/auth/email-confirmation', 'user-auth sign up', { label: 'email validated' }],
    ['/api/auth/logout', 'user-auth sign out', {}],
    ['/api/auth/forgot-password', 'user-auth forgot password', {}],
    ['/api/auth/reset-password', 'user-auth update password', { label: 'reset' }],
    ['/api/auth/change-password', 'user-auth update password', { label: 'change' }],
  ])('%s records %s on success', async (url, type, extra) => {
    answer(200, { ok: true });
    await callAccountApi(url);
    expect(track).toHaveBeenCalledWith(type, extra);
  });

  it('records auth fail for a refused login, nothing when offline, nothing for other calls', async () => {
    answer(400, { error: { code: 'invalid-credentials', message: 'x' } });
    await callAccountApi('/api/auth/login');
    expect(track).toHaveBeenCalledWith('user-auth auth fail', { label: 'login' });
    track.mockReset();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await callAccountApi('/api/auth/login');
    answer(200, { ok: true });
    await callAccountApi('/api/account', { method: 'PUT' });
    expect(track).not.toHaveBeenCalled();
  });
});
