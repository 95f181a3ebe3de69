import type { CmsChange } from '@/lib/cms/revalidation';
import { tagsForChange, touchesRedirects } from '@/lib/cms/revalidation';
import { forgetRedirects } from '@/lib/redirect-cache';
import { forgetCheckedPaths } from './path-check';

/** A CMS change as the revalidation route receives it; `all` after a start or a reseed. */
export type SiteChange = { all: true } | CmsChange;

/**
 * What a change makes this process forget of the front door's own tables (the redirects, the checked
 * paths). The pages themselves are in the cache, which revalidateTag reaches on every instance.
 */
export function forgetAfterChange(change: SiteChange): void {
  if ('all' in change) {
    forgetRedirects();
    forgetCheckedPaths();
    return;
  }
  if (touchesRedirects(tagsForChange(change))) forgetRedirects();
  // That model's slugs may have changed and its documents come or go: the front door asks the CMS again.
  forgetCheckedPaths(change.model);
}

/** server.mjs's hand-off to the other site instances (lib/cluster/site-changes.mjs); absent with one instance. */
export const ANNOUNCE_KEY = Symbol.for('vacaturesite.announce-site-change');

/** Tells the other site instances to forget the same (their tables live in their own memory). */
export function announceToOtherInstances(change: SiteChange): void {
  (globalThis as Record<symbol, ((change: SiteChange) => void) | undefined>)[ANNOUNCE_KEY]?.(change);
}
