import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * Serialises "is a row with this key there yet? then insert it" across transactions on PostgreSQL, with a
 * transaction-scoped advisory lock on the key (issue 47): without it two rounds both count 0, both insert,
 * and the loser's unique violation aborts its whole transaction (a 500, and everything else it queued lost).
 * The second transaction now waits for the first's commit and then sees its row. SQLite runs every
 * transaction on its one connection (knex pool of one), so they never overlap there.
 */
export async function lockKey(strapi: Core.Strapi, trx: Knex.Transaction, key: string): Promise<void> {
  if (strapi.db.config?.connection?.client !== 'postgres') return;
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [key]);
}
