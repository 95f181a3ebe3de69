/**
 * The origins whose browsers may read the CMS's answers with credentials (issue 15): Strapi's default
 * echoed any Origin. CORS_ORIGINS (comma separated) replaces the default, which is the site (SITE_URL)
 * and the CMS itself (PUBLIC_URL); the admin panel is same-origin and needs no entry.
 */
export function corsOrigins(env: { CORS_ORIGINS?: string; SITE_URL?: string; PUBLIC_URL?: string }): string[] {
  const listed = env.CORS_ORIGINS?.trim() ? env.CORS_ORIGINS.split(',') : [env.SITE_URL, env.PUBLIC_URL];
  const origins = listed.map((value) => originOf(value?.trim() ?? '')).filter((origin): origin is string => origin !== null);
  return [...new Set(origins)];
}

/** An Origin header's spelling of a URL (scheme://host[:port], no path), or null for junk. */
function originOf(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
