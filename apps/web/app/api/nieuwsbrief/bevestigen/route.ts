import { cmsConfirmNewsletter } from '@/lib/cms/newsletter';
import { accountRoute, okResponse } from '@/lib/http/route';
import { invalidLinkResponse } from '@/features/newsletter/route';
import { confirmSchema } from '@/features/newsletter/schemas';

/** POST { token } → { ok: true }: the link from the confirmation mail activates the subscription. */
export const POST = accountRoute(confirmSchema, async ({ token }, context) =>
  (await cmsConfirmNewsletter(token, context.visitor)) ? okResponse() : invalidLinkResponse(),
);
