import { isIP } from 'node:net';

/**
 * The visitor's address, to pass on to Strapi as `X-Forwarded-For`: every visitor reaches Strapi
 * through this one server, so without it Strapi's rate limiter would count them all as one.
 *
 * Next.js fills `X-Forwarded-For` with the socket address when the request has none. Behind proxies
 * the nearest trusted one appends the address it saw, so the address is read from the right:
 * TRUSTED_PROXY_COUNT (default 1) is how many entries from the end to go. Entries further left are
 * whatever the client sent and are never trusted.
 */
export function visitorIp(headers: Headers, trustedProxyCount = proxyCount()): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidate = entries[Math.max(0, entries.length - trustedProxyCount)];
  if (!candidate) return null;
  const address = candidate.replace(/^\[(.*)\]$/, '$1');
  return isIP(address) ? address : null;
}

function proxyCount(): number {
  const value = Number(process.env.TRUSTED_PROXY_COUNT ?? 1);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
