/**
 * Which push-service addresses the CMS will post to (decision 009). A subscription's endpoint comes
 * from the visitor's browser, so without a check anyone could make the CMS send requests to any
 * address (including ones inside the network). Browsers only hand out endpoints of these services;
 * PUSH_SERVICE_ORIGINS adds others (comma-separated origins, e.g. a self-hosted autopush, or the
 * test suite's local push service).
 */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge (Chromium), Opera, Samsung Internet
  'updates.push.services.mozilla.com', // Firefox
  '.push.apple.com', // Safari
  '.notify.windows.com', // legacy Edge
];

export const MAX_ENDPOINT_LENGTH = 1000;

export function extraOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.PUSH_SERVICE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

export function isAllowedEndpoint(endpoint: unknown, extra: string[] = extraOrigins()): endpoint is string {
  if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extra.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port) return false;
  return KNOWN_PUSH_SERVICE_HOSTS.some((host) => (host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host));
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The browser's keys (RFC 8291): a P-256 public key (65 bytes) and a 16-byte auth secret, base64url. */
export function isValidKeys(keys: unknown): keys is { p256dh: string; auth: string } {
  const { p256dh, auth } = (keys ?? {}) as Record<string, unknown>;
  if (typeof p256dh !== 'string' || typeof auth !== 'string') return false;
  if (!BASE64URL.test(p256dh) || !BASE64URL.test(auth)) return false;
  return Buffer.from(p256dh, 'base64url').length === 65 && Buffer.from(auth, 'base64url').length === 16;
}
