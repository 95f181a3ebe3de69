import type { Core } from '@strapi/strapi';
import type { GrantStore } from '../lib/strapi-helpers';

/**
 * A generic OpenID Connect sign-in provider (`/api/connect/oidc`), on when OIDC_ISSUER is set:
 *
 *   OIDC_ISSUER         e.g. https://login.example.nl/realms/site (no trailing slash needed)
 *   OIDC_CLIENT_ID      client registered at the issuer
 *   OIDC_CLIENT_SECRET
 *   OIDC_LABEL          button text on the site, default 'Demo-inlog'
 *
 * At the issuer, register the redirect URI `${PUBLIC_URL}/api/connect/oidc/callback`.
 * Endpoints come from the issuer's discovery document; without one, from conventional paths.
 * Like all users-permissions settings here, the stored provider settings are rewritten from the
 * environment at every start: changes made under Settings → Providers in the admin do not last.
 */
export const OIDC_PROVIDER = 'oidc';
export const DEFAULT_OIDC_LABEL = 'Demo-inlog';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  label: string;
}

export interface OidcEndpoints {
  authorize_url: string;
  access_url: string;
  userinfo_url: string;
  token_endpoint_auth_method: 'client_secret_basic' | 'client_secret_post';
}

export function oidcSettings(env: NodeJS.ProcessEnv = process.env): OidcSettings {
  return {
    issuer: (env.OIDC_ISSUER ?? '').trim().replace(/\/+$/, ''),
    clientId: env.OIDC_CLIENT_ID ?? '',
    clientSecret: env.OIDC_CLIENT_SECRET ?? '',
    label: env.OIDC_LABEL || DEFAULT_OIDC_LABEL,
  };
}

export function conventionalEndpoints(issuer: string): OidcEndpoints {
  return {
    authorize_url: `${issuer}/authorize`,
    access_url: `${issuer}/token`,
    userinfo_url: `${issuer}/userinfo`,
    token_endpoint_auth_method: 'client_secret_basic',
  };
}

/** Endpoints from an OpenID discovery document, falling back per field to the conventional ones. */
export function endpointsFromDiscovery(issuer: string, doc: Record<string, unknown> | null | undefined): OidcEndpoints {
  const fallback = conventionalEndpoints(issuer);
  const str = (key: string) => (typeof doc?.[key] === 'string' && doc[key] ? (doc[key] as string) : undefined);
  const methods = Array.isArray(doc?.token_endpoint_auth_methods_supported)
    ? (doc.token_endpoint_auth_methods_supported as string[])
    : undefined;
  return {
    authorize_url: str('authorization_endpoint') ?? fallback.authorize_url,
    access_url: str('token_endpoint') ?? fallback.access_url,
    userinfo_url: str('userinfo_endpoint') ?? fallback.userinfo_url,
    // Spec default is client_secret_basic; use post only when the issuer does not offer basic.
    token_endpoint_auth_method:
      methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')
        ? 'client_secret_post'
        : 'client_secret_basic',
  };
}

/** What the provider's userinfo answer must contain for a sign-in; throws a readable reason otherwise. */
export function profileFromUserinfo(body: Record<string, unknown>): { username: string; email: string } {
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!email) throw new Error('Email was not available.');
  if (body.email_verified !== true && body.email_verified !== 'true') throw new Error('Email not verified by the identity provider');
  return { username: email, email };
}

async function discover(issuer: string, log: Core.Strapi['log']): Promise<OidcEndpoints> {
  const url = `${issuer}/.well-known/openid-configuration`;
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(3000) });
      if (response.ok) return endpointsFromDiscovery(issuer, (await response.json()) as Record<string, unknown>);
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    if (attempt < 3) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  log.warn(`OIDC discovery at ${url} failed (${lastError}); using ${issuer}/authorize, /token and /userinfo.`);
  return conventionalEndpoints(issuer);
}

/** The provider's front-end callback: our hand-off route on Strapi itself (see api/account/services/provider-sign-in.ts). */
export function handOffUrl(strapi: Core.Strapi, provider = OIDC_PROVIDER): string {
  const base = String(strapi.config.get('server.absoluteUrl')).replace(/\/+$/, '');
  return `${base}${strapi.config.get('api.rest.prefix', '/api')}/sign-in-providers/${provider}/complete`;
}

function grantConfig(strapi: Core.Strapi, settings: OidcSettings, endpoints: OidcEndpoints) {
  return {
    enabled: Boolean(settings.issuer && settings.clientId),
    icon: 'key',
    label: settings.label,
    key: settings.clientId,
    secret: settings.clientSecret,
    oauth: 2,
    scope: ['openid', 'email', 'profile'],
    scope_delimiter: ' ',
    callback: handOffUrl(strapi),
    ...endpoints,
  };
}

/** register(): makes `oidc` a users-permissions provider (its grant defaults and its profile lookup). */
export function registerOidcProvider(strapi: Core.Strapi): void {
  const settings = oidcSettings();
  const { enabled, icon, ...config } = grantConfig(strapi, settings, conventionalEndpoints(settings.issuer));
  strapi
    .plugin('users-permissions')
    .service('providers-registry')
    .add(OIDC_PROVIDER, {
      enabled,
      icon,
      grantConfig: config,
      async authCallback({ accessToken, providers }: { accessToken: string; providers?: GrantStore }) {
        const userinfoUrl = providers?.[OIDC_PROVIDER]?.userinfo_url || conventionalEndpoints(oidcSettings().issuer).userinfo_url;
        const response = await fetch(userinfoUrl, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`The identity provider's userinfo answered ${response.status}`);
        return profileFromUserinfo((await response.json()) as Record<string, unknown>);
      },
    });
}

/**
 * bootstrap(), after users-permissions' own bootstrap: writes the provider's settings from the
 * environment into the grant store (which the plugin otherwise merges with what was stored before).
 */
export async function syncOidcProvider(strapi: Core.Strapi): Promise<void> {
  const settings = oidcSettings();
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const grant = ((await store.get({ key: 'grant' })) as GrantStore) ?? {};
  const endpoints = settings.issuer ? await discover(settings.issuer, strapi.log) : conventionalEndpoints(settings.issuer);
  grant[OIDC_PROVIDER] = grantConfig(strapi, settings, endpoints);
  await store.set({ key: 'grant', value: grant });
  if (grant[OIDC_PROVIDER].enabled) strapi.log.info(`Sign-in provider "${OIDC_PROVIDER}" enabled for ${settings.issuer}`);
}
