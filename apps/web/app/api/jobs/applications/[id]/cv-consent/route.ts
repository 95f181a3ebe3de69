import { okResponse } from '@/lib/http/route';
import { jobsRoute } from '@/features/jobs/route';

/**
 * DELETE → { ok: true, application }: the applicant withdraws the consent to keep their CV a year; the
 * application stays and the CV follows the 4-week rule (decisions 033 and 050).
 */
export const DELETE = jobsRoute(null, async (_input, { api, id }) => okResponse({ application: await api.withdrawCvConsent(id) }));
