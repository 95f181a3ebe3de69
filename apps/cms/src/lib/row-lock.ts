import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * Locks the rows of `uid` whose `attribute` is `value` until the transaction ends, so that a second
 * transaction doing the same waits and then reads what the first committed. PostgreSQL (and MySQL) take a
 * row lock with `SELECT … FOR UPDATE`; SQLite has a single connection (knex pool of one), so its
 * transactions never overlap and need none. Used where a check and a write must not interleave across
 * instances: an event's places (decision 006), an account's one organisation (issue 48).
 */
export async function lockRows(strapi: Core.Strapi, trx: Knex.Transaction, uid: string, attribute: string, value: unknown): Promise<void> {
  const client = String(strapi.db.config.connection.client);
  if (client === 'sqlite' || client === 'better-sqlite3') return;
  const meta = strapi.db.metadata.get(uid as never);
  const column = (meta.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
  const schema = strapi.db.getSchemaName();
  const query = schema ? trx(meta.tableName).withSchema(schema) : trx(meta.tableName);
  await query.select('id').where(column, value).forUpdate();
}
