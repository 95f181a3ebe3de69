import { describe, expect, it } from 'vitest';
import { statisticsLimits } from './limits';
import type { CleanBatch, CleanEvent, Result } from '../../../lib/analytics-events/validation';

const event: CleanEvent = { eventType: 'Pageview', url: '/jobs', timestamp: 0, itemType: null, itemId: null, label: null };
const batch = (sessionId: string, events = 1): Result<CleanBatch> => ({
  ok: true,
  value: { sessionId, events: Array(events).fill(event) },
});
const refused: Result<CleanBatch> = { ok: false, message: 'data.events must not be empty', path: 'events' };

/** A ctx that keeps its headers; `admit` answers the status it would give. */
function attempt(limits: ReturnType<typeof statisticsLimits>, address: string, parsed: Result<CleanBatch>) {
  const headers: Record<string, string> = {};
  const ctx = { set: (name: string, value: string) => void (headers[name] = value) };
  return limits.admit(ctx, address, parsed).then(
    () => ({ status: 204, headers }),
    (error: { name?: string }) => ({ status: error.name === 'RateLimitError' ? 429 : 500, headers }),
  );
}

describe('statisticsLimits (no REDIS_URL: in memory)', () => {
  it('counts an address by events, whatever session a batch names: a new session per batch gets no fresh budget', async () => {
    const limits = statisticsLimits({ ANALYTICS_ADDRESS_EVENTS_MAX: '600', ANALYTICS_RATE_MAX: '120' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(limits, '203.0.113.7', batch(`sessie-${i}`, 200))).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    const refusal = await attempt(limits, '203.0.113.7', batch('nog-een-sessie', 1));
    expect(refusal.status).toBe(429);
    expect(Number(refusal.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    // Another address (another visitor behind the site) has its own budget.
    expect((await attempt(limits, '198.51.100.9', batch('andere-bezoeker', 200))).status).toBe(204);
  });

  it('counts a session by batches, from any address', async () => {
    const limits = statisticsLimits({ ANALYTICS_RATE_MAX: '2', ANALYTICS_ADDRESS_EVENTS_MAX: '6000' });
    const statuses = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      statuses.push((await attempt(limits, address, batch('een-sessie'))).status);
    expect(statuses).toEqual([204, 204, 429]);
    expect((await attempt(limits, '203.0.113.3', batch('andere-sessie'))).status).toBe(204);
  });

  it('charges a refused batch one event, so a flood of them reaches the address limit too', async () => {
    const limits = statisticsLimits({ ANALYTICS_ADDRESS_EVENTS_MAX: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(limits, '203.0.113.50', refused)).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
  });

  it('takes an empty variable for the default, not for a budget of nothing', async () => {
    const limits = statisticsLimits({ ANALYTICS_RATE_MAX: '', ANALYTICS_ADDRESS_EVENTS_MAX: '', ANALYTICS_RATE_WINDOW_MS: '' });
    expect((await attempt(limits, '203.0.113.60', batch('lege-variabelen', 200))).status).toBe(204);
  });
});
