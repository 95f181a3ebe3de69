// The site needs the REST API only: without the admin panel Strapi 4 starts without building it (decision 053).
module.exports = ({ env }) => ({
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', false),
  auth: { secret: env('ADMIN_JWT_SECRET', 'strapi4-test-admin-secret') },
  apiToken: { salt: env('API_TOKEN_SALT', 'strapi4-test-api-token-salt') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', 'strapi4-test-transfer-salt') } },
});
