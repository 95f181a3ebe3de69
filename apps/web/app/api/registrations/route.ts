import { authError } from '@/lib/auth/errors';
import { accountRoute, errorResponse, okResponse, signedOutResponse } from '@/lib/auth/route';
import { fieldErrors } from '@/lib/auth/schemas';
import { getEvent } from '@/lib/cms/queries';
import { cmsRegisterForEvent, type RegistrationBody } from '@/lib/cms/registrations';
import { registrationErrorResponse, withRegistrationErrors } from '@/lib/registrations/errors';
import { paymentSchema, registrationRequestSchema } from '@/lib/registrations/schemas';

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
