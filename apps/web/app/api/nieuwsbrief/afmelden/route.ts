import { type NextRequest } from 'next/server';
import { cmsUnsubscribeFromNewsletter } from '@/lib/cms/newsletter';
import { errorResponse, okResponse, redirectResponse } from '@/lib/http/route';
import { mapCmsError } from '@/lib/http/errors';
import { visitorIp } from '@/lib/security/ip';
import { invalidLinkResponse } from '@/features/newsletter/route';
import { unsubscribeSchema } from '@/features/newsletter/schemas';

/**
 * The `List-Unsubscribe` target of every newsletter mail (RFC 8058, decision 008).
 * POST (a mail client's one-click "Afmelden", body `List-Unsubscribe=One-Click`, or our own page):
 * unsubscribes at once, without sign-in or confirmation. It has no Origin check on purpose: mail
 * providers post from their own servers, and the signed token in the URL is the authorisation.
 * GET (someone opening the address): the Dutch page that does it and says so.
 */
const linkFrom = (request: NextRequest) =>
  unsubscribeSchema.safeParse({ subscriber: request.nextUrl.searchParams.get('s'), token: request.nextUrl.searchParams.get('t') });

export async function POST(request: NextRequest) {
  const link = linkFrom(request);
  if (!link.success) return invalidLinkResponse();
  try {
    const done = await cmsUnsubscribeFromNewsletter(link.data.subscriber, link.data.token, { ip: visitorIp(request.headers) });
    return done ? okResponse() : invalidLinkResponse();
  } catch (error) {
    return errorResponse(mapCmsError(error));
  }
}

export function GET(request: NextRequest) {
  return redirectResponse(`/nieuwsbrief/afmelden${request.nextUrl.search}`);
}
