import { okResponse } from '@/lib/http/route';
import { jobsRoute } from '@/features/jobs/route';
import { toVacancyInput, vacancyFormSchema } from '@/features/jobs/schemas';

/** POST the vacancy form → 201 { ok: true, vacancy }: a draft awaiting the editors' review. */
export const POST = jobsRoute(vacancyFormSchema, async (values, { api }) =>
  okResponse({ vacancy: await api.createVacancy(toVacancyInput(values)) }, 201),
);
