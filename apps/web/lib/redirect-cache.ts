import { getRedirects, type Redirect } from '@/lib/cms';

/**
 * The proxy consults the redirect table on every navigation, so it is kept in memory and refreshed
 * in the background at most every REFRESH_MS. When the CMS is down the last known table keeps
 * working; a site that never reached the CMS simply has no redirects.
 */
const REFRESH_MS = 30_000;
let table: Redirect[] = [];
let loadedAt = 0;
let pending: Promise<void> | null = null;

async function refresh(): Promise<void> {
  try {
    table = await getRedirects();
    loadedAt = Date.now();
  } catch {
    loadedAt = Date.now() - REFRESH_MS / 2; // retry sooner, but do not hammer a CMS that is down
  } finally {
    pending = null;
  }
}

export async function currentRedirects(): Promise<Redirect[]> {
  const stale = Date.now() - loadedAt > REFRESH_MS;
  if (stale && !pending) pending = refresh();
  // Only the very first request waits; later ones use the table they have while it refreshes.
  if (loadedAt === 0 && pending) await pending;
  return table;
}
