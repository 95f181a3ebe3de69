import { signedInActions } from '../../../lib/permissions';
import { botChecked } from '../../../lib/bot-check';

/**
 * Job-alert routes (decision 009). The signed-in visitor's own alerts only (JOB_ALERT_ACTIONS, granted
 * to the authenticated role in src/bootstrap/users-permissions.ts); someone else's alert answers 404
 * like an unknown one. Unsubscribing from a mail is public: its random token is the key. So are the
 * guest routes (decision 032).
 */
const rateLimited = { middlewares: ['plugin::users-permissions.rateLimit'] };

export const JOB_ALERT_ROUTES = [
  { method: 'GET', path: '/job-alerts', handler: 'my-alerts.find' },
  { method: 'POST', path: '/job-alerts', handler: 'my-alerts.create', config: botChecked },
  { method: 'GET', path: '/job-alerts/:id', handler: 'my-alerts.findOne' },
  { method: 'DELETE', path: '/job-alerts/:id', handler: 'my-alerts.destroy' },
  { method: 'POST', path: '/job-alerts/unsubscribe', handler: 'my-alerts.unsubscribe', config: { auth: false, ...rateLimited } },
  // Guests (decision 032): no account, the mailed tokens are the key.
  {
    method: 'POST',
    path: '/job-alerts/guest',
    handler: 'guest-alerts.create',
    config: { auth: false, middlewares: [...rateLimited.middlewares, ...botChecked.middlewares] },
  },
  { method: 'POST', path: '/job-alerts/confirm', handler: 'guest-alerts.confirm', config: { auth: false, ...rateLimited } },
  { method: 'POST', path: '/job-alerts/clicked', handler: 'guest-alerts.clicked', config: { auth: false, ...rateLimited } },
] as const;

export const JOB_ALERT_ACTIONS = signedInActions('job-alert', JOB_ALERT_ROUTES);
