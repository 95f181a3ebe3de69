'use client';

import { useEffect } from 'react';
import { guardedReload, isChunkLoadError, isNewBuild } from '@/lib/deploy/reload-guard';

/** Spec §9: polling starts after 5 s; the interval is ours (the spec leaves it open). */
const FIRST_CHECK_MS = 5_000;
const CHECK_EVERY_MS = 5 * 60_000;
const RUNNING_BUILD = process.env.NEXT_PUBLIC_BUILD_ID;

/** A chunk failed to load: reload once (guarded for 10 s), or say why not. */
export function reloadAfterChunkError(error: unknown): void {
  if (!isChunkLoadError(error)) return;
  if (!guardedReload(sessionStorage, () => window.location.reload())) {
    console.warn('Chunk load failed again within 10 s: not reloading.');
  }
}

function internalLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

/**
 * Spec §4: chunk load errors reload the page (guarded), and a new deployment is noticed by polling
 * /builds/latest.json; after that, the next click on an internal link loads the whole document, so
 * the visitor moves onto the new build instead of mixing old and new code.
 */
export function BuildWatcher() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadAfterChunkError(event.error);
    const onRejection = (event: PromiseRejectionEvent) => reloadAfterChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);

    let newBuild = false;
    const check = async () => {
      if (newBuild || document.visibilityState !== 'visible') return;
      try {
        const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
        if (response.ok && isNewBuild(RUNNING_BUILD, await response.json())) {
          newBuild = true;
          document.documentElement.dataset.newBuild = 'true';
        }
      } catch {
        // Offline or between deployments: try again later.
      }
    };
    // Capture phase on window runs before React's listeners, so next/link never sees the click.
    const onClick = (event: MouseEvent) => {
      const anchor = newBuild ? internalLink(event) : null;
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(anchor.href);
    };
    const first = window.setTimeout(check, FIRST_CHECK_MS);
    const every = window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.clearTimeout(first);
      window.clearInterval(every);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('click', onClick, true);
    };
  }, []);
  return null;
}
