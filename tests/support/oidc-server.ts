import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Provider, { type JWK } from 'oidc-provider';

export interface OidcServerOptions {
  port: number;
  clientId: string;
  clientSecret: string;
  /** Strapi's `${PUBLIC_URL}/api/connect/oidc/callback`. */
  redirectUri: string;
  host?: string;
}

export interface OidcServer {
  /** Give this to Strapi as OIDC_ISSUER. */
  issuer: string;
  close(): Promise<void>;
}

/** The demo account's e-mail address for what was typed as login on the provider's form. */
export function emailForLogin(login: string): string {
  return login.includes('@') ? login.toLowerCase() : `${login.toLowerCase()}@example.test`;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) for social sign-in tests. It uses the
 * package's development interactions: a login form where any login and any password work, then a
 * consent page with a "Continue" button. The account's e-mail is the login when it contains '@'
 * (else `<login>@example.test`) and is always verified.
 *
 *   const oidc = await startOidcServer({ port: 4450, clientId: 'site', clientSecret: 'geheim',
 *     redirectUri: `${cmsUrl}/api/connect/oidc/callback` });
 *   // start Strapi with OIDC_ISSUER=oidc.issuer, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET
 *   await oidc.close();
 *
 * Everything lives in memory; nothing is fetched from the network.
 */
export async function startOidcServer({
  port,
  clientId,
  clientSecret,
  redirectUri,
  host = '127.0.0.1',
}: OidcServerOptions): Promise<OidcServer> {
  const issuer = `http://${host}:${port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'test' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: emailForLogin(id), email_verified: true, name: id };
        },
      };
    },
    features: { devInteractions: { enabled: true } },
    // node's JsonWebKey and oidc-provider's JWK type differ only in optional fields' types.
    jwks: { keys: [signingKey as JWK] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
  });
  // The package logs a warning per request about dev interactions and the in-memory adapter; tests know.
  provider.on('server_error', (_ctx, error) => console.error('[oidc] server error:', error));

  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });

  return {
    issuer,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
