import { NextResponse, type NextRequest } from 'next/server';
import { cmsMe } from '@/lib/cms/auth';
import { hasProjectApis } from '@/lib/cms/config';
import { isCmsError } from '@/lib/cms/errors';
import { asVisitor, myJobsApi } from '@/lib/cms/my-jobs';
import { clearSessionCookie, looksLikeJwt, SESSION_COOKIE } from '@/lib/session/cookie';
import { visitorIp } from '@/lib/security/ip';
import { isSecureRequest } from '@/lib/security/origin';
import { toSessionUser } from '@/lib/session/user';
import { SIGNED_OUT, type ApplyState, type VisitorState } from '@/lib/session/visitor-state';
import { isDocumentId } from '@/lib/urls';

const NO_STORE = { 'cache-control': 'private, no-store' };
const answer = (state: VisitorState) => NextResponse.json(state, { headers: NO_STORE });

function logFailure(what: string, error: unknown) {
  console.error(`Could not load ${what}:`, error instanceof Error ? error.message : error);
}

/**
 * GET [?vacancy={documentId}] → who is looking: the signed-in visitor's name, saved vacancies and
 * (for a vacancy page) whether they posted or applied to it; or nobody. Public pages come from Next's
 * shared cache (decision 010), so their per-visitor parts ask here from the browser. A token the CMS
 * rejects is dropped from the cookie; an unreachable CMS shows the visitor signed out for now but
 * keeps the cookie (an outage must not sign everybody out).
 */
export async function GET(request: NextRequest) {
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  if (!token) return answer(SIGNED_OUT);
  const secure = isSecureRequest(request);
  if (!looksLikeJwt(token)) return clearSessionCookie(answer(SIGNED_OUT), secure);
  const visitor = { ip: visitorIp(request.headers), token };
  const api = myJobsApi(asVisitor(visitor));
  const vacancy = request.nextUrl.searchParams.get('vacancy');
  try {
    const user = toSessionUser(await cmsMe(token, visitor));
    // Saved vacancies and applications are this project's own CMS routes; Strapi 3 and 4 have none.
    const ownApis = hasProjectApis();
    const [saved, apply] = await Promise.all([
      ownApis ? api.savedVacancies().catch((error: unknown) => (logFailure('saved vacancies', error), [])) : [],
      ownApis && vacancy && isDocumentId(vacancy) ? applyState(api, vacancy) : undefined,
    ]);
    return answer({
      user: { headerName: user.headerName, ownPages: ownApis },
      savedVacancyIds: saved.map((item) => item.vacancyId),
      ...(apply ? { apply } : {}),
    });
  } catch (error) {
    if (isCmsError(error) && error.status === 401) return clearSessionCookie(answer(SIGNED_OUT), secure);
    logFailure('the signed-in user', error);
    return answer(SIGNED_OUT);
  }
}

async function applyState(api: ReturnType<typeof myJobsApi>, vacancy: string): Promise<ApplyState> {
  try {
    const [own, applications] = await Promise.all([api.postedVacancy(vacancy), api.applications(vacancy)]);
    return { own: own !== null, appliedAt: applications[0]?.createdAt ?? null, failed: false };
  } catch (error) {
    logFailure('the visitor’s application state', error);
    return { own: false, appliedAt: null, failed: true };
  }
}
