import { okResponse } from '@/lib/http/route';
import { jobsRoute } from '@/features/jobs/route';
import { toVacancyInput, vacancyFormSchema } from '@/features/jobs/schemas';

/** PUT the vacancy form → { ok: true, vacancy }: the poster's draft changes and waits for review again. */
export const PUT = jobsRoute(vacancyFormSchema, async (values, { api, id }) =>
  okResponse({ vacancy: await api.updateVacancy(id, toVacancyInput(values)) }),
);
