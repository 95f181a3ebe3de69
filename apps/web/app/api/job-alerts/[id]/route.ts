import { okResponse } from '@/lib/http/route';
import { alertsRoute } from '@/features/job-alerts/route';

/** DELETE → { ok: true }: deletes one of the visitor's own alerts (someone else's: 404). */
export const DELETE = alertsRoute(null, async (_input, { api, id }) => {
  await api.deleteAlert(id);
  return okResponse();
});
