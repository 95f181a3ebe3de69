/**
 * What the account routes answer, apart from the client that calls them (client.ts), so a part that
 * loads that client on demand can still say "offline" when the client itself does not load.
 */
export type ApiError = { code: string; message: string; fields?: Record<string, string> };
export type ApiResult<T extends object = Record<string, unknown>> = ({ ok: true } & T) | { ok: false; error: ApiError };

export const OFFLINE_ERROR: ApiError = {
  code: 'network-request-failed',
  message: 'Er is geen verbinding met de website. Controleer je internetverbinding en probeer het opnieuw.',
};
