import type { Core } from '@strapi/strapi';

/**
 * Runs `work` once the write around it is committed: at once when no transaction is open, after its
 * commit when one is (never after a rollback). What it tells others (another CMS instance, the site)
 * makes them read the database, and before the commit they would read the old row (decision 038).
 */
export async function afterCommit(strapi: Core.Strapi, work: () => void): Promise<void> {
  await strapi.db.transaction(async ({ onCommit }) => {
    onCommit(work);
  });
}
