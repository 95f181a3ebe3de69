/**
 * Where a visitor may be sent back to after signing in or closing a preview (`?terug=`). The value
 * is resolved the way a browser resolves a Location header (dot segments, `%2e`, backslashes, tabs
 * and newlines all normalised first), and only a result on this site is kept. The check runs on
 * the result, not on the raw text: `/..//evil.example` only becomes `//evil.example` after
 * resolving, and a path that still starts with `//` or `/\` would leave the site when a browser
 * resolves it again, so the result must resolve to itself.
 */
const SITE = 'http://site.invalid';
const MAX_LENGTH = 512;

function onThisSite(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function safeReturnPath(value: string | string[] | null | undefined, fallback = '/account'): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (typeof candidate !== 'string' || !candidate || candidate.length > MAX_LENGTH) return fallback;
  const path = onThisSite(candidate);
  // A fixed point: the path a browser gets must resolve to the very same path on this site.
  if (!path || onThisSite(path) !== path) return fallback;
  return path;
}
