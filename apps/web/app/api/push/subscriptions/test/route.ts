import { okResponse } from '@/lib/http/route';
import { alertsRoute } from '@/features/job-alerts/route';
import { pushEndpointSchema } from '@/features/job-alerts/schemas';

/** POST { endpoint } → { ok: true }: a test notification to this browser (only if it is the visitor's). */
export const POST = alertsRoute(pushEndpointSchema, async ({ endpoint }, { api }) => okResponse(await api.testPush(endpoint)));
