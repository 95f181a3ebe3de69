import { signedInActions } from '../../../lib/permissions';
import { botChecked } from '../../../lib/bot-check';

/**
 * Newsletter (decision 008). No core router: subscribers and deliveries are never in the REST API.
 * Public routes are rate limited per visitor address like the account routes; a signed-in visitor
 * reads and changes their own subscription (NEWSLETTER_ACTIONS).
 */
const publicRoute = { auth: false, middlewares: ['plugin::users-permissions.rateLimit'] } as const;

export const NEWSLETTER_ROUTES = [
  {
    method: 'POST',
    path: '/newsletter/subscribe',
    handler: 'newsletter.subscribe',
    config: { ...publicRoute, middlewares: [...publicRoute.middlewares, ...botChecked.middlewares] },
  },
  { method: 'POST', path: '/newsletter/confirm', handler: 'newsletter.confirm', config: publicRoute },
  { method: 'POST', path: '/newsletter/unsubscribe', handler: 'newsletter.unsubscribe', config: { auth: false } },
  { method: 'GET', path: '/newsletter/me', handler: 'newsletter.findOwn' },
  { method: 'PUT', path: '/newsletter/me', handler: 'newsletter.updateOwn' },
] as const;

export const NEWSLETTER_ACTIONS = signedInActions('newsletter', NEWSLETTER_ROUTES);
