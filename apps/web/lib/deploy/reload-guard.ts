/**
 * Spec §4/§8/§9: a chunk that fails to load (usually: a new deployment removed the old build's files)
 * reloads the page once; a second failure within 10 seconds does not, so a broken deployment can never
 * make a page reload in a loop. The time of the last reload lives in sessionStorage (per tab).
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_STORAGE_KEY = 'vs:chunk-reload-at';

const CHUNK_MESSAGES = [
  /Loading (CSS )?chunk [\w/.-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Failed to load chunk/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_MESSAGES.some((pattern) => pattern.test(message));
}

/** May the page reload now, given the last guarded reload (ms since epoch, or null)? */
export function mayReload(lastReloadAt: number | null, now: number, guardMs = RELOAD_GUARD_MS): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A clock set back counts as "just now": better one skipped reload than a loop.
  return now - lastReloadAt >= guardMs;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** Reloads through `reload` unless the guard says no; true when it reloaded. Storage errors (private mode) skip the reload. */
export function guardedReload(storage: Storage, reload: () => void, now = Date.now()): boolean {
  try {
    const stored = storage.getItem(RELOAD_STORAGE_KEY);
    if (!mayReload(stored === null ? null : Number(stored), now)) return false;
    storage.setItem(RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Spec §4: a new build is detected from the manifest the build wrote (public/builds/latest.json). */
export function isNewBuild(running: string | undefined, manifest: unknown): boolean {
  const latest = (manifest as { buildId?: unknown } | null)?.buildId;
  return Boolean(running) && typeof latest === 'string' && latest !== '' && latest !== running;
}
