/**
 * Visitor-account routes (decision 003). `auth: false` routes are public by design and need no
 * permission; /account needs the `api::account.account.*` permissions that
 * src/bootstrap/users-permissions.ts gives the authenticated role.
 */
const rateLimited = { middlewares: ['plugin::users-permissions.rateLimit'] };

export default {
  routes: [
    { method: 'PUT', path: '/account', handler: 'account.update' },
    { method: 'DELETE', path: '/account', handler: 'account.destroy' },
    { method: 'POST', path: '/account/logout', handler: 'account.logout' },
    { method: 'POST', path: '/account/export', handler: 'account.export' },
    { method: 'POST', path: '/account-activation', handler: 'account-activation.activate', config: { auth: false, ...rateLimited } },
    { method: 'POST', path: '/account-activation/request', handler: 'account-activation.request', config: { auth: false, ...rateLimited } },
    { method: 'GET', path: '/sign-in-providers', handler: 'sign-in-providers.find', config: { auth: false } },
    { method: 'GET', path: '/sign-in-providers/:provider/complete', handler: 'sign-in-providers.complete', config: { auth: false } },
  ],
};
