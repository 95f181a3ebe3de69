import { signedInActions } from '../../../lib/permissions';
import { botChecked } from '../../../lib/bot-check';

/**
 * Registrations (decision 006). No core router: visitors never get Strapi's generic CRUD on this
 * type. The authenticated role gets exactly the actions of the signed-in routes (REGISTRATION_ACTIONS,
 * src/bootstrap/users-permissions.ts); editors work with all registrations in the admin.
 */
export const REGISTRATION_ROUTES = [
  { method: 'GET', path: '/registrations', handler: 'registration.listOwn' },
  { method: 'POST', path: '/registrations', handler: 'registration.register', config: botChecked },
  { method: 'GET', path: '/registrations/:id', handler: 'registration.findOwn' },
  { method: 'POST', path: '/registrations/:id/cancel', handler: 'registration.cancelOwn' },
  { method: 'GET', path: '/events/:id/availability', handler: 'registration.availability', config: { auth: false } },
] as const;

export const REGISTRATION_ACTIONS = signedInActions('registration', REGISTRATION_ROUTES);
