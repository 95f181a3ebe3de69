import { accountRoute, okResponse } from '@/lib/http/route';
import { cmsConfirmGuestAlert } from '@/lib/cms/job-alerts';
import { invalidLinkResponse } from '@/features/newsletter/route';
import { confirmSchema } from '@/features/newsletter/schemas';

/** POST { token } → { ok: true, label }: the link from a guest alert's confirmation mail (decision 032). */
export const POST = accountRoute(confirmSchema, async ({ token }, context) => {
  const label = await cmsConfirmGuestAlert(token, context.visitor);
  return label === null ? invalidLinkResponse() : okResponse({ label });
});
