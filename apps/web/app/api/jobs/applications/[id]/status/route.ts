import { okResponse } from '@/lib/http/route';
import { jobsRoute } from '@/features/jobs/route';
import { applicationStatusSchema } from '@/features/jobs/schemas';

/** PUT { status, message? } → { ok: true, application }: the vacancy's poster answers an application (decision 033). */
export const PUT = jobsRoute(applicationStatusSchema, async ({ status, message }, { api, id }) =>
  okResponse({ application: await api.setApplicationStatus(id, { status, message: message || null }) }),
);
