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
];
