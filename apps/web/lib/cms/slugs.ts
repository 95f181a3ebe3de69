import { cmsFetch, type CmsFetchOptions } from './client';
import { cmsV3OnMongo, cmsVersion } from './config';
import { isCmsError } from './errors';
import { normalizeResponse } from './normalize';
import type { PreviewRequest } from './preview';
import { isEntryId } from './version-query';

/** Slug look-ups of single documents: the front door's path check (lib/routing/path-check) and the preview route (app/api/voorbeeld). */

/**
 * The slug of a document found by documentId or by slug: '' when it has none, null when the CMS does not
 * have it. Throws when the CMS cannot be asked. `options` are the caller's cache and timeout.
 */
export async function documentSlug(
  collection: string,
  by: 'documentId' | 'slug',
  key: string,
  options: Pick<CmsFetchOptions, 'cache' | 'signal'>,
): Promise<string | null> {
  if (by === 'documentId' && !isEntryId(key, cmsVersion(), cmsV3OnMongo())) return null;
  try {
    const json =
      by === 'slug'
        ? await cmsFetch(`/${collection}`, {
            params: { filters: { slug: { $eq: key } }, fields: ['slug'], pagination: { page: 1, pageSize: 1 } },
            ...options,
          })
        : await cmsFetch(`/${collection}/${encodeURIComponent(key)}`, { params: { fields: ['slug'] }, ...options });
    const data = normalizeResponse(json, cmsVersion()).data;
    const document = (Array.isArray(data) ? data[0] : data) as { slug?: unknown } | null | undefined;
    return !document ? null : String(document.slug ?? '');
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The slug of the wanted version (draft or published) of a document, read with the preview token past every cache; null when there is none. */
export async function previewSlug(
  wanted: Pick<PreviewRequest, 'collection' | 'documentId' | 'status'>,
  token: string,
): Promise<string | null> {
  try {
    const json = await cmsFetch(`/${wanted.collection}/${wanted.documentId}`, {
      params: { fields: ['slug'], status: wanted.status },
      token,
      cache: 'no-store',
    });
    const item = normalizeResponse(json, cmsVersion()).data as { slug?: unknown } | null;
    return typeof item?.slug === 'string' ? item.slug : null;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
}
