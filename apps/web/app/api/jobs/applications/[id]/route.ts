import { okResponse } from '@/lib/http/route';
import { jobsRoute } from '@/features/jobs/route';
import { motivationSchema } from '@/features/jobs/schemas';

/** PUT { motivation } → { ok: true, application }: only the applicant changes their own application. */
export const PUT = jobsRoute(motivationSchema, async ({ motivation }, { api, id }) =>
  okResponse({ application: await api.updateApplication(id, motivation) }),
);

/** DELETE → { ok: true }: the applicant withdraws it; the CV is deleted with it. */
export const DELETE = jobsRoute(null, async (_input, { api, id }) => {
  await api.withdrawApplication(id);
  return okResponse();
});
