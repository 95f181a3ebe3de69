export default ({ env }) => [
  // First, so every later middleware and rate limiter sees the client's real address (issue 15).
  { name: 'global::client-address', config: { secret: env('SITE_CMS_SECRET', ''), trustedProxies: env('TRUSTED_PROXIES', '') } },
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  {
    // Social sign-in keeps its OAuth state in this cookie between /api/connect/<provider> and the
    // provider's redirect back. Strapi marks it Secure in production, which koa refuses to send over
    // plain http (local `npm start`, tests); so Secure follows PUBLIC_URL instead. Lax, because the
    // provider's redirect back is a cross-site top-level GET.
    name: 'strapi::session',
    config: { secure: env('PUBLIC_URL', '').startsWith('https://'), sameSite: 'lax' },
  },
  'strapi::favicon',
  'strapi::public',
];
