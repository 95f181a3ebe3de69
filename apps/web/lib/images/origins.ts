/**
 * Which media URLs Next's image optimizer may fetch. CMS uploads are relative (`/uploads/…`, proxied
 * by the site) and always allowed; an upload provider that stores files elsewhere gives absolute
 * URLs, whose origins the operator lists in IMAGE_ORIGINS (comma-separated, e.g.
 * `https://cdn.example.nl`). Read at build and at start, so next.config and the pages agree.
 */
export type RemoteImagePattern = { protocol: 'http' | 'https'; hostname: string; port: string; pathname: string };

export function imageRemotePatterns(value: string | undefined): RemoteImagePattern[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`IMAGE_ORIGINS: ${entry} is not an http(s) address`);
      return { protocol: url.protocol.slice(0, -1) as 'http' | 'https', hostname: url.hostname, port: url.port, pathname: '/**' };
    });
}

/** True when next/image may resize this URL; anything else is shown as it is. */
export function isOptimizable(src: string, origins: string | undefined = process.env.IMAGE_ORIGINS): boolean {
  if (src.startsWith('/uploads/')) return true;
  if (!/^https?:\/\//i.test(src)) return false;
  const url = new URL(src);
  return imageRemotePatterns(origins).some(
    (pattern) => pattern.protocol === url.protocol.slice(0, -1) && pattern.hostname === url.hostname && pattern.port === url.port,
  );
}
