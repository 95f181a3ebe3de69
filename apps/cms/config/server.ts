export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Absolute public address of the CMS, e.g. https://cms.example.nl. Social sign-in needs it for the
  // redirect_uri it gives the provider (`${PUBLIC_URL}/api/connect/<provider>/callback`); empty means
  // http://HOST:PORT.
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // The client's address (ctx.request.ip) is settled by src/middlewares/client-address.ts: the
  // visitor's address signed by the site, or X-Forwarded-For from TRUSTED_PROXIES only. Koa's proxy
  // trust stays on only behind such proxies, for X-Forwarded-Proto (secure cookies behind TLS); that
  // middleware drops the X-Forwarded-* headers of every other peer first.
  proxy: { koa: env('TRUSTED_PROXIES', '').trim() !== '' },
  // Uploaded media live here; tests point it at a throw-away folder next to their throw-away database.
  dirs: { public: env('PUBLIC_DIR', './public') },
  // The site's /api/health and editors' trust depend on an honest process: no update checks.
  telemetry: false,
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});
