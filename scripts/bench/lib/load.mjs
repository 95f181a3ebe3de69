/**
 * Load for the pages benchmark: autocannon with a p95 (its summary has none) and with a different URL
 * per request when asked (search words, so no cache holds the answer), and a wait until the servers
 * are idle again after a slow measurement.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../lib/stack.mjs';

const autocannon = createRequire(path.join(ROOT, 'package.json'))('autocannon');

export function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const oneDecimal = (n) => Math.round(n * 10) / 10;

/** What Chromium sends: every page is measured compressed, as visitors get it (decision 042). */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * `connections` concurrent clients for `durationS` seconds against `origin`; request i asks
 * paths[i % paths.length]. Requests still running when the time is up are not counted (`unfinished`):
 * at scale a rendered page may answer none within the time, which is the measurement, not an error.
 */
export async function load({ origin, paths, headers = {}, connections, durationS }) {
  const latencies = [];
  let next = 0;
  const instance = autocannon({
    url: origin,
    connections,
    duration: durationS,
    headers: { ...BROWSER_HEADERS, ...headers },
    timeout: 30,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const answered = result['2xx'];
  const perSecond = answered / durationS;
  return {
    // Whole numbers where they are large, one decimal where a render takes seconds (0.4, not 0).
    requestsPerSecond: perSecond >= 10 ? Math.round(perSecond) : oneDecimal(perSecond),
    p50: oneDecimal(percentile(latencies, 50)),
    p95: oneDecimal(percentile(latencies, 95)),
    answered,
    sent: result.requests.sent,
    unfinished: Math.max(0, result.requests.sent - answered - result.non2xx),
    non2xx: result.non2xx,
  };
}

/**
 * Until Strapi and a cached page answer promptly again (at most `timeoutMs`): a slow measurement
 * leaves renders queued behind it, which would slow the next one.
 */
export async function drain(urls, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const started = Date.now();
    await Promise.all(urls.map((url) => fetch(url).then((response) => response.arrayBuffer()))).catch(() => undefined);
    if (Date.now() - started < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
