/**
 * Errors the e2e suite provokes on purpose (issue 47): after each pass scripts/test.mjs lists every 5xx answer and
 * error-level line in the CMS's and the site's logs (scripts/lib/log-scan.mjs), and fails on any that no entry
 * here explains. A test that provokes one adds its entry: the line's pattern (`5xx <status> <METHOD> <path>` or
 * `error <message>`) and why.
 */
export const EXPECTED_LOG_ERRORS = [
  {
    pattern: /^5xx 503 GET \/api\/(health|operations\/health)$/,
    why: 'errors.test.ts and operations.test.ts stop the CMS: the health checks say so with 503',
  },
  {
    pattern: /^5xx 500 GET \/jobs\/zoeken$/,
    why: 'errors.test.ts: with the CMS stopped, an uncached search page is the error screen (500)',
  },
  {
    pattern: /^5xx 503 POST \/api\/statistics$/,
    why: 'a page view counted while errors.test.ts or operations.test.ts had the CMS stopped: the site answers 503',
  },
];
