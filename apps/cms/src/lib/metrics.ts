import { REQUEST_SECONDS_BUCKETS } from '@vacaturesite/shared';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The CMS's Prometheus metrics (decision 051), served on METRICS_PORT; the gauges read at scrape time are src/api/operations/lib/scraped-metrics.ts.
 * Labels are route patterns, status codes and fixed names only, never ids, addresses or query values,
 * so the number of series stays bounded however the CMS is called.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'cms_http_requests_total',
  help: 'Requests answered, by route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpSeconds = new Histogram({
  name: 'cms_http_request_duration_seconds',
  help: 'Time to answer a request, by route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: REQUEST_SECONDS_BUCKETS,
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: 'cms_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by route pattern',
  labelNames: ['route'] as const,
  registers: [registry],
});

export const botCheckFailures = new Counter({
  name: 'cms_bot_check_failures_total',
  help: 'Form posts refused by the bot check (decision 016), by reason',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const searchSeconds = new Histogram({
  name: 'cms_search_duration_seconds',
  help: "The vacancy search index's own time per search (decision 011), without reading the found vacancies",
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});

export const mails = new Counter({
  name: 'cms_mails_total',
  help: 'Mails handed to the mail server: sent, or failed (the outbox tries those again)',
  labelNames: ['result'] as const,
  registers: [registry],
});
