/**
 * The site's Prometheus metrics (decision 051), recorded by server.mjs for every request and served on
 * METRICS_PORT. Labels are route patterns (route-label.mjs), status codes and fixed names only.
 */
import { REQUEST_SECONDS_BUCKETS, statusLabel } from '@vacaturesite/shared/operations';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Next's `x-nextjs-cache` values; anything else it may add later is `other`. */
const CACHE_RESULTS = new Set(['hit', 'miss', 'stale', 'revalidated']);

/** `compressionStats`: compressed-answers.mjs's stats(), read at scrape time. */
export function siteMetrics({ compressionStats = () => ({ kept: 0, compressed: 0 }) } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'site_http_requests_total',
    help: 'Requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const seconds = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern',
    labelNames: ['method', 'route'],
    buckets: REQUEST_SECONDS_BUCKETS,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'site_page_cache_total',
    help: "Pages and route answers from Next's cache (hit, stale) and rendered for it (miss), by x-nextjs-cache",
    labelNames: ['result'],
    registers: [registry],
  });
  const counted = { kept: 0, compressed: 0 };
  new Counter({
    name: 'site_compressed_answers_total',
    help: 'Cached pages compressed once and kept (compressed) and answered from that copy (kept), decision 042',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      const stats = compressionStats();
      for (const result of ['kept', 'compressed']) {
        this.inc({ result }, stats[result] - counted[result]);
        counted[result] = stats[result];
      }
    },
  });

  /**
   * One answered request; `cache` is its x-nextjs-cache header, if any.
   * @param {{ method?: string, route: string, status: number, ms: number, cache?: unknown }} request
   */
  function observe({ method = 'GET', route, status, ms, cache }) {
    const verb = METHODS.has(method) ? method : 'other';
    requests.inc({ method: verb, route, status: statusLabel(status) });
    seconds.observe({ method: verb, route }, ms / 1000);
    if (cache) {
      const result = String(cache).toLowerCase();
      pageCache.inc({ result: CACHE_RESULTS.has(result) ? result : 'other' });
    }
  }

  return { registry, observe };
}
