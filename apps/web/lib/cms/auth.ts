import { cmsFetch, type CmsFetchOptions } from './client';
import { apiPrefix, cmsPublicBaseUrl, cmsVersion, hasProjectApis } from './config';
import { isCmsError } from './errors';
import { CMS_TAGS } from './tags';
import { BOT_CHECK_HEADER } from '@vacaturesite/shared/bot-check';

/**
 * The CMS half of visitor accounts (docs/decisions/003): Strapi's users-permissions routes plus the
 * project's own /account, /account-activation and /sign-in-providers routes. Nothing here is cached;
 * every call answers for one visitor. Failures are CmsErrors, mapped to Dutch by lib/http/errors.
 */

/** A user as Strapi's users-permissions plugin sanitises it (private fields never leave Strapi). */
export type CmsUser = {
  id: number;
  documentId?: string;
  username?: string;
  email: string;
  provider?: string;
  confirmed?: boolean;
  blocked?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  createdAt?: string;
};

/** What Strapi answers on login, reset, activation, password change and the provider callback. */
export type CmsAuthAnswer = { jwt?: string; user?: CmsUser };

export type SignInProvider = { name: string; label: string };

/** Per call: the visitor's address for Strapi's rate limiter (`X-Forwarded-For`), their jwt and bot-check solution. */
export type VisitorContext = { ip?: string | null; token?: string | null; botCheck?: string | null };

/** The headers that carry the visitor to the CMS. */
export function visitorHeaders(context: VisitorContext): Record<string, string> {
  const headers: Record<string, string> = {};
  if (context.ip) headers['x-forwarded-for'] = context.ip;
  if (context.botCheck) headers[BOT_CHECK_HEADER] = context.botCheck;
  return headers;
}

export function visitorOptions(context: VisitorContext, extra: CmsFetchOptions = {}): CmsFetchOptions {
  const headers: Record<string, string> = { ...extra.headers, ...visitorHeaders(context) };
  return { cache: 'no-store', ...extra, headers, token: 'token' in extra ? extra.token : (context.token ?? null) };
}

export function cmsLogin(body: { identifier: string; password: string }, context: VisitorContext = {}) {
  return cmsFetch<CmsAuthAnswer>('/auth/local', visitorOptions(context, { method: 'POST', body, token: null }));
}

export function cmsRegister(
  body: { username: string; email: string; password: string; firstName: string; lastName: string },
  context: VisitorContext = {},
) {
  return cmsFetch<CmsAuthAnswer>('/auth/local/register', visitorOptions(context, { method: 'POST', body, token: null }));
}

export function cmsForgotPassword(body: { email: string }, context: VisitorContext = {}) {
  return cmsFetch<{ ok?: boolean }>('/auth/forgot-password', visitorOptions(context, { method: 'POST', body, token: null }));
}

export function cmsResetPassword(body: { code: string; password: string; passwordConfirmation: string }, context: VisitorContext = {}) {
  return cmsFetch<CmsAuthAnswer>('/auth/reset-password', visitorOptions(context, { method: 'POST', body, token: null }));
}

/** Needs the visitor's jwt in `context.token`. */
export function cmsChangePassword(
  body: { currentPassword: string; password: string; passwordConfirmation: string },
  context: VisitorContext,
) {
  return cmsFetch<CmsAuthAnswer>('/auth/change-password', visitorOptions(context, { method: 'POST', body }));
}

/**
 * Strapi confirms with a GET that redirects (to `email_confirmation_redirection`): a 3xx is success,
 * a 400 'Invalid token' means unknown or already used.
 */
export async function cmsConfirmEmail(confirmation: string, context: VisitorContext = {}): Promise<void> {
  await cmsFetch('/auth/email-confirmation', visitorOptions(context, { params: { confirmation }, redirect: 'manual', token: null }));
}

export function cmsSendEmailConfirmation(body: { email: string }, context: VisitorContext = {}) {
  return cmsFetch<unknown>('/auth/send-email-confirmation', visitorOptions(context, { method: 'POST', body, token: null }));
}

/** Account made by an editor or an import: the mailed token sets the password and confirms the address. */
export function cmsActivateAccount(body: { token: string; password: string }, context: VisitorContext = {}) {
  return cmsFetch<CmsAuthAnswer>('/account-activation', visitorOptions(context, { method: 'POST', body, token: null }));
}

export function cmsRequestActivation(body: { email: string }, context: VisitorContext = {}) {
  return cmsFetch<unknown>('/account-activation/request', visitorOptions(context, { method: 'POST', body, token: null }));
}

/**
 * Finishes a social sign-in. Strapi 5.54 reads the provider's answer from its own session cookie
 * (`koa.sess`, set during /api/connect/…), so the visitor's copies of those cookies go along in
 * `cookie`; `access_token` is passed too for CMS versions that still read it from the query.
 */
export function cmsProviderCallback(
  provider: string,
  query: { access_token?: string },
  context: VisitorContext & { cookie?: string } = {},
) {
  const headers: Record<string, string> = context.cookie ? { cookie: context.cookie } : {};
  const params = query.access_token ? { access_token: query.access_token } : undefined;
  return cmsFetch<CmsAuthAnswer>(
    `/auth/${encodeURIComponent(provider)}/callback`,
    visitorOptions(context, { params, headers, token: null }),
  );
}

const ME_TIMEOUT_MS = 5000;

/** The signed-in user; a 401 means the token is invalid, expired, or its user blocked or gone. */
export function cmsMe(token: string, context: VisitorContext = {}) {
  // Every page of a signed-in visitor waits for this; a hanging CMS must not hang the site.
  return cmsFetch<CmsUser>('/users/me', visitorOptions(context, { token, signal: AbortSignal.timeout(ME_TIMEOUT_MS) }));
}

/** Changes the visitor's own profile; Strapi acts on `ctx.state.user` only. */
export function cmsUpdateAccount(body: { firstName: string; lastName: string }, context: VisitorContext) {
  return cmsFetch<unknown>('/account', visitorOptions(context, { method: 'PUT', body }));
}

/**
 * Ends the visitor's session on the CMS, so the jwt stops working there too (a copied cookie is
 * worth nothing after sign-out); `everywhere` ends every session of the account.
 */
export function cmsLogout(context: VisitorContext, { everywhere = false }: { everywhere?: boolean } = {}) {
  return cmsFetch<unknown>('/account/logout', visitorOptions(context, { method: 'POST', body: everywhere ? { everywhere: true } : {} }));
}

/** Deletes the visitor's own account and data; the CMS checks the confirmation word itself too (issue 34). */
export function cmsDeleteAccount(body: { confirmation: string }, context: VisitorContext) {
  return cmsFetch<unknown>('/account', visitorOptions(context, { method: 'DELETE', body }));
}

const PROVIDER_NAME = /^[a-z0-9-]{1,40}$/;
export const isProviderName = (value: string) => PROVIDER_NAME.test(value);

/** Where the browser starts a social sign-in: Strapi's own connect route, on its public address. */
export function providerConnectUrl(provider: string): string {
  return `${cmsPublicBaseUrl()}${apiPrefix(cmsVersion())}/connect/${encodeURIComponent(provider)}`;
}

/**
 * Strapi 3 and 4 do not tell which providers their users-permissions has on (decision 053): the site owner
 * lists them in SIGN_IN_PROVIDERS, `name` or `name:Label`, comma-separated (`google:Google,github`).
 */
function configuredProviders(): SignInProvider[] {
  return (process.env.SIGN_IN_PROVIDERS ?? '').split(',').flatMap((item) => {
    const [name = '', label = ''] = item.split(':').map((part) => part.trim());
    return isProviderName(name) ? [{ name, label: label || name }] : [];
  });
}

/** Enabled social sign-in providers, public and briefly cached. A CMS without the route has none. */
export async function getSignInProviders(): Promise<SignInProvider[]> {
  if (!hasProjectApis()) return configuredProviders();
  let answer: unknown;
  try {
    answer = await cmsFetch('/sign-in-providers', { revalidate: 60, tags: [CMS_TAGS.signInProviders] });
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return [];
    throw error;
  }
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const { name, label } = (item ?? {}) as { name?: unknown; label?: unknown };
    if (typeof name !== 'string' || !isProviderName(name)) return [];
    return [{ name, label: typeof label === 'string' && label.trim() ? label.trim() : name }];
  });
}
