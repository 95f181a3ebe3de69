import { signedInActions } from '../../../lib/permissions';

/**
 * Web Push routes (decision 009). The public key is public; everything else acts only on the
 * signed-in visitor's own subscriptions (PUSH_ACTIONS, granted to the authenticated role in
 * src/bootstrap/users-permissions.ts). Someone else's endpoint answers 404, like an unknown one.
 */
export const PUSH_ROUTES = [
  { method: 'GET', path: '/push/public-key', handler: 'push.publicKey', config: { auth: false } },
  { method: 'GET', path: '/push/subscriptions', handler: 'push.find' },
  { method: 'POST', path: '/push/subscriptions', handler: 'push.subscribe' },
  { method: 'POST', path: '/push/subscriptions/remove', handler: 'push.unsubscribe' },
  { method: 'POST', path: '/push/subscriptions/test', handler: 'push.test' },
] as const;

export const PUSH_ACTIONS = signedInActions('push', PUSH_ROUTES);
