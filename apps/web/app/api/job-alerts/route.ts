import { okResponse } from '@/lib/http/route';
import { alertsRoute } from '@/features/job-alerts/route';
import { jobAlertSchema, toJobAlertInput } from '@/features/job-alerts/schemas';

/** POST → 201 { ok: true, alert }: saves the visitor's search as a job alert. */
export const POST = alertsRoute(jobAlertSchema, async (values, { api }) =>
  okResponse({ alert: await api.createAlert(toJobAlertInput(values)) }, 201),
);
