import type { NextResponse } from 'next/server';
import type { z } from 'zod/mini';
import { mapCmsError } from '@/lib/http/errors';
import { accountRoute, signedOutResponse, type RouteContext, type RouteError } from '@/lib/http/route';
import { isCmsError } from '@/lib/cms/errors';
import { jobAlertsApi } from '@/lib/cms/job-alerts';
import { asVisitor } from '@/lib/cms/my-jobs';
import { isDocumentId } from '@/lib/urls';

/**
 * The job-alert and push route handlers (docs/decisions/009): the account routes' shape (CSRF, zod,
 * Dutch errors), a signed-in visitor required, and the CMS's own-data API with their token.
 */
export type AlertsContext = RouteContext & { api: ReturnType<typeof jobAlertsApi>; id: string };

const ALERT_ERRORS: Record<string, RouteError> = {
  'not-found': { code: 'not-found', status: 404, message: 'Deze vacature-alert of melding bestaat niet (meer).' },
  'too-many-alerts': {
    code: 'too-many-alerts',
    status: 409,
    message: 'Je hebt het maximum van 20 vacature-alerts bereikt. Verwijder er eerst een op Mijn account.',
  },
  'too-many-subscriptions': {
    code: 'too-many-subscriptions',
    status: 409,
    message: 'Je hebt meldingen al in te veel browsers aanstaan. Zet ze eerst ergens uit.',
  },
  'push-endpoint-taken': {
    code: 'push-endpoint-taken',
    status: 409,
    message:
      'Meldingen konden in deze browser niet worden aangezet. Zet ze uit en weer aan in de browserinstellingen en probeer het opnieuw.',
  },
};

type Details = { code?: unknown; errors?: Array<{ path?: unknown[] }> };

export function mapAlertError(error: unknown): RouteError {
  if (error instanceof Error && error.message === 'not-found') return ALERT_ERRORS['not-found'];
  if (isCmsError(error)) {
    const details: Details = (error.body as { error?: { details?: Details } } | null)?.error?.details ?? {};
    if (typeof details.code === 'string' && ALERT_ERRORS[details.code]) return ALERT_ERRORS[details.code];
    if (error.status === 404) return ALERT_ERRORS['not-found'];
    const field = details.errors?.[0]?.path?.[0];
    if (error.status === 400 && typeof field === 'string')
      return { code: 'invalid-input', status: 400, message: 'Controleer dit veld.', field };
  }
  return mapCmsError(error);
}

export function alertsRoute<S extends z.ZodMiniType>(
  schema: S | null,
  handler: (input: z.output<S>, context: AlertsContext) => Promise<NextResponse>,
) {
  return accountRoute(
    schema,
    async (input: z.output<S>, context: RouteContext) => {
      if (!context.visitor.token) return signedOutResponse(context);
      const id = context.params.id ?? '';
      if ('id' in context.params && !isDocumentId(id)) throw new Error('not-found');
      return handler(input, { ...context, api: jobAlertsApi(asVisitor(context.visitor)), id });
    },
    { mapError: mapAlertError },
  );
}
