/**
 * Browser side of the account routes: one JSON call, one result shape. Route handlers answer
 * `{ ok: true, … }` or `{ error: { code, message, fields? } }` (docs/decisions/003).
 */
export type ApiError = { code: string; message: string; fields?: Record<string, string> };
export type ApiResult<T extends object = Record<string, unknown>> = ({ ok: true } & T) | { ok: false; error: ApiError };

export const OFFLINE_ERROR: ApiError = {
  code: 'network-request-failed',
  message: 'Er is geen verbinding met de website. Controleer je internetverbinding en probeer het opnieuw.',
};
const UNREADABLE_ERROR: ApiError = { code: 'unknown', message: 'Er ging iets mis. Probeer het later opnieuw.' };

function isApiError(value: unknown): value is ApiError {
  const error = value as ApiError | null;
  return typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string';
}

export async function callAccountApi<T extends object = Record<string, unknown>>(
  url: string,
  { method = 'POST', body }: { method?: 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    // FormData (file uploads) goes as multipart; fetch sets its content type with the boundary.
    const multipart = body instanceof FormData;
    response = await fetch(url, {
      method,
      headers: multipart ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: multipart ? body : JSON.stringify(body ?? {}),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, error: OFFLINE_ERROR };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false, error: UNREADABLE_ERROR };
  }
  const answer = json as { ok?: unknown; error?: unknown } | null;
  if (response.ok && answer?.ok === true) return answer as { ok: true } & T;
  return { ok: false, error: isApiError(answer?.error) ? answer.error : UNREADABLE_ERROR };
}
