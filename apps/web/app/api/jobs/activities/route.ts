import { okResponse } from '@/lib/http/route';
import { jobsRoute } from '@/features/jobs/route';
import { activitySchema, toActivityInput } from '@/features/uwv-record/schema';

/** POST { date, employer, jobTitle, method, result? } → 201 { ok: true, activity }: an application made elsewhere, for the UWV record. */
export const POST = jobsRoute(activitySchema, async (values, { api }) =>
  okResponse({ activity: await api.createActivity(toActivityInput(values)) }, 201),
);
