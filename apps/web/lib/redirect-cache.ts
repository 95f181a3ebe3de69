import { getRedirects, type Redirect } from '@/lib/cms';

/**
 * The front door (lib/routing/front-door.ts) consults the redirect table on every navigation, so it is kept in memory and refreshed
 * in the background at most every REFRESH_MS. When the CMS is down the last known table keeps
 * working; a site that never reached the CMS simply has no redirects. The CMS's webhook forgets it
 * (forgetRedirects), so an editor's change applies on the next request, not up to REFRESH_MS later.
 */
const REFRESH_MS = 30_000;

type TableState = {
  table: Redirect[];
  loadedAt: number;
  pending: Promise<void> | null;
  /** Bumped by forgetRedirects: a refresh that started before it must not store what it read. */
  generation: number;
};
// On globalThis: the front door (server.mjs) and the revalidation route are bundled apart but run in one process, and
// each bundle would otherwise hold a table of its own.
const STATE_KEY = Symbol.for('vacaturesite.redirect-table');
const state = ((globalThis as Record<symbol, TableState>)[STATE_KEY] ??= { table: [], loadedAt: 0, pending: null, generation: 0 });

async function refresh(generation: number): Promise<void> {
  try {
    const table = await getRedirects();
    if (generation === state.generation) {
      state.table = table;
      state.loadedAt = Date.now();
    }
  } catch {
    // retry sooner, but do not hammer a CMS that is down
    if (generation === state.generation) state.loadedAt = Date.now() - REFRESH_MS / 2;
  } finally {
    if (generation === state.generation) state.pending = null;
  }
}

export async function currentRedirects(): Promise<Redirect[]> {
  const stale = Date.now() - state.loadedAt > REFRESH_MS;
  if (stale && !state.pending) state.pending = refresh(state.generation);
  // Only the first request after a start or a forget waits; later ones use the table they have while
  // it refreshes. A forgotten table is still served if the CMS cannot be reached.
  if (state.loadedAt === 0 && state.pending) await state.pending;
  return state.table;
}

/** An editor changed a redirect: the next request reads the table from the CMS again and waits for it. */
export function forgetRedirects(): void {
  state.generation += 1;
  state.loadedAt = 0;
  state.pending = null;
}
