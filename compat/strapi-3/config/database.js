// PostgreSQL through `pg` (no native build, unlike sqlite3 on Node 14): DATABASE_URL, as for this project's Strapi 5.
module.exports = ({ env }) => {
  const url = new URL(env('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/vacaturesite'));
  return {
    defaultConnection: 'default',
    connections: {
      default: {
        connector: 'bookshelf',
        settings: {
          client: 'postgres',
          host: url.hostname,
          port: Number(url.port || 5432),
          database: decodeURIComponent(url.pathname.slice(1)),
          username: decodeURIComponent(url.username),
          password: decodeURIComponent(url.password),
        },
        options: { pool: { min: 0, max: 5 } },
      },
    },
  };
};
