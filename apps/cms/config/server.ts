export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // Uploaded media live here; tests point it at a throw-away folder next to their throw-away database.
  dirs: { public: env('PUBLIC_DIR', './public') },
  // The site's /api/health and editors' trust depend on an honest process: no update checks.
  telemetry: false,
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});
