import { corsOrigins } from '../src/security/cors-origins';

export default ({ env }) => [
  // Outermost: each request's id, its JSON log line (instead of strapi::logger's) and its metrics, with the
  // status strapi::errors settles on; its client address hashed with SITE_CMS_SECRET (decision 051).
  { name: 'global::requests', config: { secret: env('SITE_CMS_SECRET', '') } },
  // Next, so every later middleware and rate limiter sees the client's real address (issue 15).
  { name: 'global::client-address', config: { secret: env('SITE_CMS_SECRET', ''), trustedProxies: env('TRUSTED_PROXIES', '') } },
  'strapi::errors',
  'strapi::security',
  // Only the site's and the CMS's own origins, not any Origin with credentials (issue 15).
  {
    name: 'strapi::cors',
    config: { origin: corsOrigins({ CORS_ORIGINS: env('CORS_ORIGINS'), SITE_URL: env('SITE_URL'), PUBLIC_URL: env('PUBLIC_URL') }) },
  },
  'strapi::poweredBy',
  'strapi::query',
  // A bounded query string on /api/… before anything parses it (issue 34: 2,600 sort entries stalled the CMS).
  'global::query-bounds',
  // Every route that takes an e-mail address, limited per client as well as per address (issue 34).
  'global::auth-client-limit',
  // formidable's own limit errors become 413 instead of 500.
  'global::body-too-large',
  {
    // Our replacement of strapi::body (src/middlewares/body.ts, issue 34): raw-body (JSON, form, text)
    // and formidable (multipart) count bytes while the body streams in, so a chunked body without
    // Content-Length stops at its limit too (413). Multipart is read only on the routes that take
    // files (src/middlewares/multipart-routes.ts: a CV of 5 MB, editors' media of 50 MB), each into a
    // folder of its own under UPLOAD_TEMP_DIR that is removed when the request ends; fields 1 MB.
    name: 'global::body',
    config: {
      jsonLimit: '1mb',
      formLimit: '56kb',
      textLimit: '56kb',
      maxFieldsSize: 1024 * 1024,
      uploadTempDir: env('UPLOAD_TEMP_DIR', ''),
    },
  },
  // Strapi refuses to start without strapi::body in this list; set to read nothing and change nothing,
  // it only passes on what global::body parsed.
  { name: 'strapi::body', config: { multipart: false, parsedMethods: [], patchKoa: false, patchNode: false } },
  // No handler sees a body nested deeper than it could use (stack overflows answered 500, issue 15).
  'global::body-depth',
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
