const { dataDir } = require('./data-dir');

// Everything from the environment, so tests and site owners start it on their own port and folder.
module.exports = ({ env }) => ({
  // Uploaded files next to the database, outside the repository (config/data-dir.js).
  dirs: { public: dataDir('public') },
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1437),
  url: env('STRAPI4_PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS', ['strapi4-test-key-a', 'strapi4-test-key-b']) },
});
