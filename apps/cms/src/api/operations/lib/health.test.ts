import { describe, expect, it, vi } from 'vitest';
import { remembered, searchIndexCheck, timedCheck } from './health';
import { queueCheck, toQueueStats } from './queues';
import { mayAsk } from '../controllers/operations';
import { signOperationsRequest } from '@vacaturesite/shared';

describe('health checks', () => {
  it('a probe that hangs is the given verdict after its timeout, not a hang', async () => {
    const started = Date.now();
    const check = await timedCheck(() => new Promise(() => {}), 50, 'degraded');
    expect(Date.now() - started).toBeLessThan(500);
    expect(check).toMatchObject({ status: 'degraded', error: 'no answer within 50 ms' });
    expect(await timedCheck(() => Promise.reject(new Error('ECONNREFUSED')), 50, 'down')).toMatchObject({
      status: 'down',
      error: 'ECONNREFUSED',
    });
    expect(await timedCheck(() => Promise.resolve(), 50, 'down')).toMatchObject({ status: 'ok', ms: expect.any(Number) });
  });

  it('a remembered check runs once per period, and once for callers who ask while it runs', async () => {
    let now = 0;
    const probe = vi.fn(async () => ({ status: 'ok' as const }));
    const check = remembered(probe, 1000, () => now);
    await Promise.all([check(), check(), check()]);
    expect(probe).toHaveBeenCalledTimes(1);
    now = 999;
    await check();
    expect(probe).toHaveBeenCalledTimes(1);
    now = 1001;
    await check();
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('the search index is stale past three missed reconciles (180 s), and degraded before it is built', () => {
    expect(searchIndexCheck(12)).toEqual({ status: 'ok', ageSeconds: 12 });
    expect(searchIndexCheck(181)).toEqual({ status: 'degraded', ageSeconds: 181 });
    expect(searchIndexCheck(null).status).toBe('degraded');
  });
});

describe('queue numbers', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  it('reads grouped rows of SQLite (milliseconds) and PostgreSQL (dates, string counts)', () => {
    expect(
      toQueueStats(
        [
          { state: 'pending', count: 3, oldest: now - 90_000 },
          { state: 'failed', count: '2', oldest: new Date(now - 1e9) },
          { state: 'claimed', count: 1, oldest: null },
        ],
        now,
      ),
    ).toEqual({ pending: 3, claimed: 1, failed: 2, oldestPendingSeconds: 90 });
    expect(toQueueStats([{ state: 'pending', count: '1', oldest: new Date(now - 5000) }], now).oldestPendingSeconds).toBe(5);
    // A retry waiting for its later due time is not late.
    expect(toQueueStats([{ state: 'pending', count: 1, oldest: now + 60_000 }], now).oldestPendingSeconds).toBe(0);
    expect(toQueueStats([], now)).toEqual({ pending: 0, claimed: 0, failed: 0, oldestPendingSeconds: 0 });
  });

  it('a queue is degraded when its oldest pending row is late, never for its failed rows alone', () => {
    const stats = { pending: 1, claimed: 0, failed: 0, oldestPendingSeconds: 901 };
    expect(queueCheck(stats, 900).status).toBe('degraded');
    expect(queueCheck({ ...stats, oldestPendingSeconds: 10, failed: 40 }, 900)).toEqual({
      status: 'ok',
      pending: 1,
      claimed: 0,
      failed: 40,
      oldestPendingSeconds: 10,
    });
  });
});

describe('who may ask for the report', () => {
  const ctx = (signature: string, remoteAddress = '203.0.113.7') => ({
    get: (name: string) => (name === 'x-operations-signature' ? signature : ''),
    req: { socket: { remoteAddress } } as never,
  });
  it('with SITE_CMS_SECRET: the site, by its signature, from anywhere; no one else, not even this machine', () => {
    expect(mayAsk(ctx(signOperationsRequest('geheim')), 'geheim')).toBe(true);
    expect(mayAsk(ctx(signOperationsRequest('ander')), 'geheim')).toBe(false);
    expect(mayAsk(ctx('', '127.0.0.1'), 'geheim')).toBe(false);
  });
  it('without it: a caller on this machine', () => {
    expect(mayAsk(ctx('', '127.0.0.1'), '')).toBe(true);
    expect(mayAsk(ctx('', '::1'), '')).toBe(true);
    expect(mayAsk(ctx('', '203.0.113.7'), '')).toBe(false);
  });
});
