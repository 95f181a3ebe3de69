import { okResponse } from '@/lib/http/route';
import { alertsRoute } from '@/lib/alerts/route';
import { pushEndpointSchema } from '@/lib/alerts/schemas';

/** POST { endpoint } → { ok: true }: a test notification to this browser (only if it is the visitor's). */
export const POST = alertsRoute(pushEndpointSchema, async ({ endpoint }, { api }) => okResponse(await api.testPush(endpoint)));
