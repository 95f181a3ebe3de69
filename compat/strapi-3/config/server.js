// Everything from the environment, so tests and site owners start it on their own port and database.
// The site needs the REST API only: without the admin panel Strapi 3 starts without building it (decision 053).
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1537),
  url: env('STRAPI3_PUBLIC_URL', ''),
  // autoOpen: no browser for the "create your first administrator" prompt.
  admin: { serveAdminPanel: false, autoOpen: false, auth: { secret: env('ADMIN_JWT_SECRET', 'strapi3-test-admin-secret') } },
});
