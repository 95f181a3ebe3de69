/**
 * The site routes whose POST the CMS only accepts with a solution (lib/bot-check.ts there).
 * Apart from the solver (client.ts), which the account client loads only for these routes.
 */
export const BOT_CHECKED_ROUTES = new Set([
  '/api/auth/register',
  '/api/auth/forgot-password',
  '/api/nieuwsbrief',
  '/api/job-alerts',
  '/api/job-alerts/gast',
  '/api/jobs/applications',
  '/api/jobs/vacancies',
  '/api/registrations',
]);
