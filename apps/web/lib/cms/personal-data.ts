import type { VisitorContext } from './auth';
import { cmsUrl } from './client';
import { clientAddressHeaders } from './client-address';

/**
 * "Mijn gegevens downloaden" (decision 049): the CMS's ZIP of everything it keeps about the visitor, as
 * its raw answer, for the site's route to stream through. Not through cmsFetch: the answer is a file,
 * not JSON. The password is checked by the CMS (a fresh sign-in); nothing here is cached.
 */
export function fetchPersonalData(context: VisitorContext, password: string): Promise<Response> {
  return fetch(cmsUrl('/account/export'), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${context.token ?? ''}`,
      'content-type': 'application/json',
      ...clientAddressHeaders(context.ip),
    },
    body: JSON.stringify({ password }),
    cache: 'no-store',
  });
}
