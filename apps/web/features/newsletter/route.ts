import 'server-only';
import { errorResponse } from '@/lib/http/route';
import { authError } from '@/lib/http/errors';

/** The answer for a newsletter link the CMS does not know (unknown, used or expired). */
export const invalidLinkResponse = () =>
  errorResponse(
    authError('invalid-action-code', {
      message: 'Deze link is ongeldig, verlopen of al gebruikt. Meld je opnieuw aan om een nieuwe link te krijgen.',
    }),
  );
