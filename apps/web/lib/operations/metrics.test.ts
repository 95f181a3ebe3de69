import { describe, expect, it } from 'vitest';
import { siteMetrics } from './metrics.mjs';

describe('site metrics', () => {
  it('count requests by route pattern and status, with their duration, and the page cache by its header', async () => {
    const stats = { kept: 0, compressed: 0 };
    const { registry, observe } = siteMetrics({ compressionStats: () => stats });
    observe({ method: 'GET', route: '/jobs/vacature/[id]/[slug]', status: 200, ms: 40, cache: 'HIT' });
    observe({ method: 'GET', route: '/jobs/vacature/[id]/[slug]', status: 200, ms: 900, cache: 'MISS' });
    observe({ method: 'BREW', route: 'other', status: 405, ms: 1 });
    stats.kept = 3;
    stats.compressed = 1;
    const text = await registry.metrics();
    expect(text).toContain('site_http_requests_total{method="GET",route="/jobs/vacature/[id]/[slug]",status="200"} 2');
    expect(text).toContain('site_http_requests_total{method="other",route="other",status="405"} 1');
    expect(text).toContain('site_http_request_duration_seconds_bucket{le="1",method="GET",route="/jobs/vacature/[id]/[slug]"} 2');
    expect(text).toContain('site_page_cache_total{result="hit"} 1');
    expect(text).toContain('site_page_cache_total{result="miss"} 1');
    expect(text).toContain('site_compressed_answers_total{result="kept"} 3');
    stats.kept = 5;
    expect(await registry.metrics()).toContain('site_compressed_answers_total{result="kept"} 5');
  });
});
