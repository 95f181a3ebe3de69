import { cmsUrl } from './client';
import { clientAddressHeaders } from './client-address';

/**
 * Passes a browser's analytics batch (decision 007) on to the CMS as it came, with the visitor's user
 * agent and signed address (which the CMS only hashes). Not through cmsFetch: the body is already JSON
 * and only the status matters. Resolves to the CMS's status; rejects when the CMS cannot be reached
 * or does not answer within 10 s.
 */
export async function postStatistics(body: string, visitor: { ip: string | null; userAgent: string }): Promise<number> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    'user-agent': visitor.userAgent,
  };
  Object.assign(headers, clientAddressHeaders(visitor.ip));
  const response = await fetch(cmsUrl('/statistics'), {
    method: 'POST',
    headers,
    body,
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}
