import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { NextResponse, type NextRequest } from 'next/server';
import { parsePreviewRequest, previewApiToken } from '@/lib/cms/preview';
import { secretMatches } from '@/lib/cms/revalidation';
import { previewSlug } from '@/lib/cms/slugs';
import { PREVIEW_FRAME_COOKIE, previewFrameCookie } from '@/lib/security/headers';

const NO_STORE = { 'cache-control': 'no-store' };
const problem = (status: number, code: string, message: string) =>
  NextResponse.json({ error: { code, message } }, { status, headers: NO_STORE });

/**
 * GET ?secret&type&id[&status] — the address behind Strapi's "Open preview" (decision 013). Checks
 * the shared PREVIEW_SECRET (401), looks the document up as a draft, switches on Next's draft mode
 * for this browser and sends it on to the item's real address, where every CMS read now shows drafts.
 * `status=published` (the admin's published tab) shows the published page, with draft mode off.
 */
export async function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  if (!secretMatches(search.get('secret'), process.env.PREVIEW_SECRET))
    return problem(401, 'unauthorized', 'Onjuiste of ontbrekende voorbeeldsleutel.');
  const wanted = parsePreviewRequest(search);
  if (!wanted)
    return problem(
      400,
      'bad-request',
      'Verwacht type (vacancy, news-item, event of page), id (documentId) en eventueel status (draft of published).',
    );
  const token = previewApiToken();
  if (!token) return problem(503, 'preview-off', 'De site heeft geen PREVIEW_API_TOKEN: voorbeelden zijn uitgeschakeld.');

  const slug = await previewSlug(wanted, token);
  if (!slug)
    return problem(404, 'not-found', `Geen ${wanted.status === 'draft' ? 'concept' : 'gepubliceerde versie'} van dit document gevonden.`);

  const preview = await draftMode();
  if (wanted.status === 'draft') preview.enable();
  else preview.disable();
  // The admin shows the page in an iframe, which the site's headers allow the CMS only for editors (proxy.ts).
  (await cookies()).set(PREVIEW_FRAME_COOKIE, '1', previewFrameCookie());
  redirect(wanted.path({ documentId: wanted.documentId, slug }));
}
