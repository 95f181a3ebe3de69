import { botChecked } from '../../bot-check/lib/protect';

/**
 * Registrations (decision 006). No core router: visitors never get Strapi's generic CRUD on this
 * type. The authenticated role gets exactly these actions (src/bootstrap/users-permissions.ts);
 * editors work with all registrations in the admin.
 */
export default {
  routes: [
    { method: 'GET', path: '/registrations', handler: 'registration.listOwn' },
    { method: 'POST', path: '/registrations', handler: 'registration.register', config: botChecked },
    { method: 'GET', path: '/registrations/:id', handler: 'registration.findOwn' },
    { method: 'POST', path: '/registrations/:id/cancel', handler: 'registration.cancelOwn' },
    { method: 'GET', path: '/events/:id/availability', handler: 'registration.availability', config: { auth: false } },
  ],
};
