export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Absolute public address of the CMS, e.g. https://cms.example.nl. Social sign-in needs it for the
  // redirect_uri it gives the provider (`${PUBLIC_URL}/api/connect/<provider>/callback`); empty means
  // http://HOST:PORT.
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // Strapi sits behind the site (and in production behind a proxy that sets X-Forwarded-For), so
  // ctx.request.ip is the visitor's address and the login rate limit counts per visitor, not for
  // everyone at once. Only the last PROXY_MAX_IPS entries of X-Forwarded-For are trusted: the ones
  // our own proxies appended, not whatever a visitor sent along.
  proxy: { koa: env.bool('TRUST_PROXY', true), maxIpsCount: env.int('PROXY_MAX_IPS', 1) },
  // Uploaded media live here; tests point it at a throw-away folder next to their throw-away database.
  dirs: { public: env('PUBLIC_DIR', './public') },
  // The site's /api/health and editors' trust depend on an honest process: no update checks.
  telemetry: false,
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});
