import { okResponse } from '@/lib/http/route';
import { jobsRoute } from '@/features/jobs/route';
import { activitySchema, toActivityInput } from '@/features/uwv-record/schema';

/** PUT → { ok: true, activity }: only its owner changes it; anyone else gets 404 from the CMS. */
export const PUT = jobsRoute(activitySchema, async (values, { api, id }) =>
  okResponse({ activity: await api.updateActivity(id, toActivityInput(values)) }),
);

/** DELETE → { ok: true } */
export const DELETE = jobsRoute(null, async (_input, { api, id }) => {
  await api.deleteActivity(id);
  return okResponse();
});
