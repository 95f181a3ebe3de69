import { cmsSendEmailConfirmation } from '@/lib/cms/auth';
import { accountRoute, okResponse, sameAnswerForEveryAddress } from '@/lib/http/route';
import { sendEmailConfirmationSchema } from '@/features/account/schemas';

/** POST { email } → { ok: true } for every address, confirmed or not, known or not. */
export const POST = accountRoute(sendEmailConfirmationSchema, async ({ email }, context) => {
  await sameAnswerForEveryAddress(() => cmsSendEmailConfirmation({ email }, context.visitor), 'send-email-confirmation');
  return okResponse();
});
