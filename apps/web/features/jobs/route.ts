import type { NextResponse } from 'next/server';
import type { z } from 'zod/mini';
import { accountRoute, signedOutResponse, visitorRoute, type RouteContext } from '@/lib/http/route';
import { asVisitor, myJobsApi } from '@/lib/cms/my-jobs';
import { isDocumentId } from '@/lib/urls';
import { JobsFailure, mapJobsError } from './errors';

/**
 * The "my jobs" route handlers (docs/decisions/005): the account routes' shape (CSRF, zod, Dutch
 * errors), a signed-in visitor required, and the CMS's my-jobs API with their token. The CMS decides
 * what is theirs; another visitor's id comes back as 404 `not-found`.
 */
export type JobsContext = RouteContext & { api: ReturnType<typeof myJobsApi>; id: string };

function withApi<T>(handler: (input: T, context: JobsContext) => Promise<NextResponse>) {
  return async (input: T, context: RouteContext): Promise<NextResponse> => {
    if (!context.visitor.token) return signedOutResponse(context);
    const id = context.params.id ?? '';
    if ('id' in context.params && !isDocumentId(id)) throw new JobsFailure('not-found');
    return handler(input, { ...context, api: myJobsApi(asVisitor(context.visitor)), id });
  };
}

/** A JSON route (`schema` null: no body). */
export function jobsRoute<S extends z.ZodMiniType>(
  schema: S | null,
  handler: (input: z.output<S>, context: JobsContext) => Promise<NextResponse>,
) {
  return accountRoute(schema, withApi(handler), { mapError: mapJobsError });
}

/** A route that reads its own body (multipart). */
export function jobsUploadRoute(handler: (context: JobsContext) => Promise<NextResponse>) {
  const wrapped = withApi<null>((_input, context) => handler(context));
  return visitorRoute((context) => wrapped(null, context), { mapError: mapJobsError });
}
