import { draftMode } from 'next/headers';
import { hasDrafts, previewApiToken } from './preview';

/**
 * The token to read `path` as drafts with, when the request is an editor's preview (Next draft
 * mode, decision 013); null for everyone else. Reading draftMode() does not make a cached route
 * dynamic: while a page is being cached it is always off.
 */
export async function draftReadToken(path: string): Promise<string | null> {
  const token = previewApiToken();
  if (!token || !hasDrafts(path)) return null;
  try {
    return (await draftMode()).isEnabled ? token : null;
  } catch {
    return null; // outside a request (the proxy, the build): never drafts
  }
}
