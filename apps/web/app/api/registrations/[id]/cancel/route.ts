import type { NextRequest } from 'next/server';
import { accountRoute, okResponse, signedOutResponse } from '@/lib/http/route';
import { cmsCancelRegistration } from '@/lib/cms/registrations';
import { registrationErrorResponse, withRegistrationErrors } from '@/features/registrations/errors';

/**
 * POST → { ok: true, registration }: cancels one of the signed-in visitor's own registrations. A freed
 * place goes to the first on the waiting list (the CMS does that and mails them).
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return accountRoute(null, async (_input, context) => {
    if (!context.visitor.token) return signedOutResponse(context);
    if (!/^[a-z0-9]{1,64}$/.test(id)) return registrationErrorResponse('not-found');
    return withRegistrationErrors(async () => okResponse({ registration: await cmsCancelRegistration(id, context.visitor) }));
  })(request);
}
