import path from 'path';

/**
 * SQLite in `data/` is the embedded default so one machine needs nothing else;
 * DATABASE_URL (postgres://…) switches to PostgreSQL for real hosting.
 */
export default ({ env }) => {
  const url = env('DATABASE_URL', '');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }
  // __dirname is dist/config after compilation: resolve from the app root.
  const filename = path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', 'data/strapi.db'));
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};
