import { accountRoute, okResponse, sameAnswerForEveryAddress } from '@/lib/http/route';
import { cmsCreateGuestAlert } from '@/lib/cms/job-alerts';
import { guestAlertSchema, toJobAlertInput } from '@/features/job-alerts/schemas';

/** POST { email, …search, frequency } → { ok: true } for every address: the confirmation mail decides (decision 032). */
export const POST = accountRoute(guestAlertSchema, async (values, context) => {
  const input = { ...toJobAlertInput(values), email: values.email };
  await sameAnswerForEveryAddress(() => cmsCreateGuestAlert(input, context.visitor), 'guest-job-alert');
  return okResponse();
});
