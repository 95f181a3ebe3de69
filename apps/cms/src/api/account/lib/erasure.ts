import type { Core } from '@strapi/strapi';
import { USER_UID } from '../../../lib/strapi-helpers';
import { erasePersonalData, personalDataOwners } from './account-data';

type DeleteEvent = { params?: { where?: Record<string, unknown> } };

/** The users a delete (`where` required by Strapi) or deleteMany (no `where`: all of them) is about to remove. */
export async function usersAboutToGo(strapi: Core.Strapi, event: DeleteEvent, many: boolean) {
  const where = event.params?.where;
  if (!many && (!where || !Object.keys(where).length)) return [];
  const owners = await personalDataOwners(strapi, where && Object.keys(where).length ? where : undefined);
  return many ? owners : owners.slice(0, 1);
}

/**
 * One clean-up, whoever deletes (decision 049). Every way to delete a user ends in the Query Engine's
 * delete or deleteMany of the user model: the visitor's own `DELETE /api/account`, an editor in the
 * admin's user list and its bulk delete (Content Manager → Document Service → Query Engine), the
 * users-permissions `DELETE /api/users/:id` and its `user.remove` service, code calling
 * `strapi.db.query(user).delete[Many]`. A database lifecycle sees them all, before the row goes.
 *
 * The erasure runs in the deletion's transaction (the Document Service and the Content Manager's bulk
 * delete open one, `user.remove` is wrapped in one by the users-permissions extension); a failing entry
 * rolls the user's deletion back with it. Files (CVs) are removed once it commits.
 */
export function registerUserErasure(strapi: Core.Strapi): void {
  const erase = async (event: DeleteEvent, many: boolean) => {
    const users = await usersAboutToGo(strapi, event, many);
    if (!users.length) return;
    await strapi.db.transaction(async () => {
      for (const user of users) await erasePersonalData(strapi, user);
    });
    strapi.log.info(`Personal data erased for user(s) ${users.map((user) => user.id).join(', ')} before their deletion`);
  };
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    beforeDelete: (event) => erase(event as DeleteEvent, false),
    beforeDeleteMany: (event) => erase(event as DeleteEvent, true),
  });
}
