import { revalidatePath, revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { secretMatches, tagsForChange } from '@/lib/cms/revalidation';
import { CMS_TAGS } from '@/lib/cms/tags';
import { isBodyTooLarge, readBodyJson } from '@/lib/http/body';
import { announceToOtherInstances, forgetAfterChange, type SiteChange } from '@/lib/routing/forget';

const NO_STORE = { 'cache-control': 'no-store' };
/** `{ model, documentId }` or `{ all: true }`: a few hundred bytes at most. */
const MAX_BODY_BYTES = 4096;

/** The front door's tables in this process and, with more than one site instance, in the others (the cache is shared). */
function forgetEverywhere(change: SiteChange) {
  forgetAfterChange(change);
  announceToOtherInstances(change);
}

/**
 * POST { model, documentId, expire? } (from the CMS's webhook) or { all: true } (after a start or a reseed),
 * with the shared secret in `x-revalidate-secret` → { revalidated: [tags] }. A change marks the tagged
 * pages stale: the next visitor still gets the old page at cache speed while the new one renders, and
 * the visitors after that get the new one (stale-while-revalidate, issue 14); nobody waits for a render
 * after a publish. `{ all: true }` expires everything at once: it follows a start or a reseed, when
 * the cached pages may hold no CMS data at all. Wrong or missing secret: 401.
 */
export async function POST(request: NextRequest) {
  if (!secretMatches(request.headers.get('x-revalidate-secret'), process.env.REVALIDATE_SECRET)) {
    return NextResponse.json(
      { error: { code: 'unauthorized', message: 'Missing or wrong revalidation secret.' } },
      { status: 401, headers: NO_STORE },
    );
  }
  let body: { model?: unknown; documentId?: unknown; all?: unknown; expire?: unknown } | null;
  try {
    body = (await readBodyJson(request, MAX_BODY_BYTES)) as typeof body;
  } catch (error) {
    if (isBodyTooLarge(error))
      return NextResponse.json(
        { error: { code: 'body-too-large', message: `Body larger than ${MAX_BODY_BYTES} bytes.` } },
        { status: 413, headers: NO_STORE },
      );
    body = null;
  }
  if (body?.all === true) {
    forgetEverywhere({ all: true });
    revalidateTag(CMS_TAGS.all, { expire: 0 });
    // Pages prerendered by `next build` read nothing (no CMS then), so they carry no tags.
    revalidatePath('/', 'layout');
    return NextResponse.json({ revalidated: [CMS_TAGS.all] }, { headers: NO_STORE });
  }
  if (typeof body?.model !== 'string' || (body.documentId != null && typeof body.documentId !== 'string')) {
    return NextResponse.json(
      { error: { code: 'bad-request', message: 'Expected { model, documentId } or { all: true }.' } },
      { status: 400, headers: NO_STORE },
    );
  }
  const change = { model: body.model, documentId: body.documentId as string | null | undefined };
  forgetEverywhere(change);
  const tags = tagsForChange(change);
  // `expire: true` (a vacancy closed or reopened, issue 46): no visitor may get the old page, as when the
  // site closes it itself; a later stale-while-revalidate mark would otherwise hand out the open one once more.
  for (const tag of tags) revalidateTag(tag, body.expire === true ? { expire: 0 } : 'max');
  return NextResponse.json({ revalidated: tags }, { headers: NO_STORE });
}
