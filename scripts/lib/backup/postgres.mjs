/**
 * PostgreSQL with its own tools: pg_dump (custom format) and pg_restore, which must be on PATH and at
 * least as new as the server. The row counts come from the same snapshot as the dump (pg_dump
 * --snapshot), so the manifest's counts are the dump's, while the CMS keeps writing.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_DIR } from '../stack.mjs';

const { Client } = createRequire(path.join(CMS_DIR, 'package.json'))('pg');

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * libpq's settings for DATABASE_URL as environment variables, so the password is not on a command
 * line others can read (ps). An sslmode in the URL wins; else DATABASE_SSL asks for TLS, as the CMS
 * does (libpq then encrypts but does not check the certificate: put sslmode=verify-full in the URL for that).
 */
export function libpqEnv({ url, ssl }) {
  const parsed = new URL(url);
  const query = parsed.searchParams;
  const env = {
    PGHOST: query.get('host') ?? decodeURIComponent(parsed.hostname),
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    ...(parsed.username ? { PGUSER: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { PGPASSWORD: decodeURIComponent(parsed.password) } : {}),
  };
  const sslmode = query.get('sslmode') ?? (ssl ? 'require' : null);
  return sslmode ? { ...env, PGSSLMODE: sslmode } : env;
}

function client(database) {
  return new Client({ connectionString: database.url, ssl: database.ssl ? { rejectUnauthorized: false } : undefined });
}

/** Runs a PostgreSQL program; throws with its own words when it fails. */
function run(program, args, database) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, ...libpqEnv(database) }, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', (error) =>
      reject(
        error.code === 'ENOENT' ? new Error(`${program} is not installed or not on PATH (apt-get install postgresql-client).`) : error,
      ),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** The schema's tables, as the connection sees them (Strapi's: the search_path's first, `public`). */
async function tableNames(connection) {
  const { rows } = await connection.query(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  return rows.map((row) => row.table_name);
}

async function counts(connection) {
  const result = {};
  for (const name of await tableNames(connection))
    result[name] = Number((await connection.query(`SELECT count(*) AS n FROM ${quote(name)}`)).rows[0].n);
  return result;
}

/** pg_dump into `target` and the rows per table, both of one snapshot. */
export async function snapshotPostgres(database, target) {
  const connection = client(database);
  await connection.connect();
  try {
    await connection.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await connection.query('SELECT pg_export_snapshot() AS id')).rows[0].id;
    const tables = await counts(connection);
    // The snapshot lives as long as this transaction: pg_dump must have taken it before the COMMIT.
    await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--no-owner', '--no-privileges', `--file=${target}`], database);
    await connection.query('COMMIT');
    return { tables };
  } finally {
    await connection.end();
  }
}

/** Rows per table in the database now. */
export async function countPostgres(database) {
  const connection = client(database);
  await connection.connect();
  try {
    return await counts(connection);
  } finally {
    await connection.end();
  }
}

/** Whether the CMS's schema has no tables yet, and how many other sessions use the database (a running CMS). */
export async function inspectPostgres(database) {
  const connection = client(database);
  await connection.connect();
  try {
    const tables = await tableNames(connection);
    const { rows } = await connection.query(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return { empty: tables.length === 0, otherSessions: Number(rows[0].n) };
  } finally {
    await connection.end();
  }
}

/** --force: the schema's tables and everything in it go, the empty schema stays for pg_restore. */
export async function emptyPostgres(database) {
  const connection = client(database);
  await connection.connect();
  try {
    const schema = (await connection.query('SELECT current_schema() AS name')).rows[0].name;
    await connection.query(`DROP SCHEMA ${quote(schema)} CASCADE`);
    await connection.query(`CREATE SCHEMA ${quote(schema)}`);
  } finally {
    await connection.end();
  }
}

/** pg_restore in one transaction: a failure leaves the database as empty as it was. */
export function restorePostgres(database, dump) {
  // Without --dbname pg_restore would print SQL instead; host, user and password come from libpqEnv.
  const args = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${libpqEnv(database).PGDATABASE}`];
  return run('pg_restore', [...args, dump], database);
}
