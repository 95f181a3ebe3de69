import { cmsForgotPassword } from '@/lib/cms/auth';
import { accountRoute, okResponse, sameAnswerForEveryAddress } from '@/lib/http/route';
import { forgotPasswordSchema } from '@/features/account/schemas';

/** POST { email } → { ok: true } for every address (known, unknown or blocked). */
export const POST = accountRoute(forgotPasswordSchema, async ({ email }, context) => {
  await sameAnswerForEveryAddress(() => cmsForgotPassword({ email }, context.visitor), 'forgot-password');
  return okResponse();
});
