import { okResponse } from '@/lib/http/route';
import { jobsRoute } from '@/features/jobs/route';

/** PUT → { ok: true, saved: true }: saves vacancy `id` for the visitor (twice is still once). */
export const PUT = jobsRoute(null, async (_input, { api, id }) => {
  await api.saveVacancy(id);
  return okResponse({ saved: true });
});

/** DELETE → { ok: true, saved: false }. */
export const DELETE = jobsRoute(null, async (_input, { api, id }) => {
  await api.unsaveVacancy(id);
  return okResponse({ saved: false });
});
