import { NextResponse, type NextRequest } from 'next/server';
import { authError } from '@/lib/http/errors';
import { getCurrentUser } from '@/lib/session/session';
import { accountRoute, errorResponse, okResponse, signedOutResponse } from '@/lib/http/route';
import { fieldErrors } from '@/lib/forms/fields';
import { getEvent } from '@/lib/cms/queries';
import { cmsRegisterForEvent, getEventAvailability, type RegistrationBody } from '@/lib/cms/registrations';
import { registrationErrorResponse, withRegistrationErrors } from '@/features/registrations/errors';
import type { EventRegistrationState } from '@/features/registrations/event-state';
import { paymentSchema, registrationRequestSchema } from '@/features/registrations/schemas';
import { getMyRegistrations } from '@/features/registrations/server';
import { isDocumentId } from '@/lib/urls';

/**
 * GET ?event={documentId} → { signedIn, availability, registration }: the live places left and the
 * visitor's own registration for an event page, asked from the browser because the page itself is
 * cached for everyone (decision 010). Never cached: places change with every registration.
 */
export async function GET(request: NextRequest) {
  const event = request.nextUrl.searchParams.get('event') ?? '';
  if (!isDocumentId(event)) return registrationErrorResponse('event-not-found');
  const [user, availability] = await Promise.all([getCurrentUser(), getEventAvailability(event).catch(() => null)]);
  const registration = user ? ((await getMyRegistrations({ event }).catch(() => []))[0] ?? null) : null;
  const state: EventRegistrationState = { signedIn: user !== null, availability, registration };
  return NextResponse.json(state, { headers: { 'cache-control': 'private, no-store' } });
}

/**
 * POST { event, accountHolder?, iban?, mandate? } → 201 { ok: true, registration }: registers the
 * signed-in visitor for an event (a place or the waiting list). Paid events need the SEPA mandate
 * fields; the IBAN goes to the CMS normalised. The CMS decides places and checks everything again.
 */
export const POST = accountRoute(registrationRequestSchema, async (input, context) => {
  if (!context.visitor.token) return signedOutResponse(context);
  const event = await getEvent(input.event);
  if (!event) return registrationErrorResponse('event-not-found');
  let body: RegistrationBody = { event: input.event };
  if ((event.price ?? 0) > 0) {
    const payment = paymentSchema.safeParse(input);
    if (!payment.success) return errorResponse(authError('invalid-input'), fieldErrors(payment.error));
    body = { ...body, ...payment.data };
  }
  return withRegistrationErrors(async () => okResponse({ registration: await cmsRegisterForEvent(body, context.visitor) }, 201));
});
