import type { Core } from '@strapi/strapi';
import { ACCOUNT_INACTIVE_GRACE_DAYS, monthsBefore, todayInNetherlands, UNCONFIRMED_KEPT_DAYS } from '@vacaturesite/shared';
import { now } from '../../../lib/clock';
import { siteUrl } from '../../../lib/mail';
import { siteName, USER_UID } from '../../../lib/strapi-helpers';
import { deleteAlertsWhere } from '../../../lib/job-alert-store';
import { queueMail } from '../../../lib/mail-outbox/outbox';
import { SUBSCRIBER_UID } from '../../../lib/newsletter-uids';
import { rollUpOldEvents } from '../../../lib/analytics-events/rollup';
import { inactiveAccountMail } from './mail';
import { envRetention } from './settings';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

type UserRow = { id: number; documentId: string; email: string | null; firstName: string | null };

/** The account service's own deletion (self-service's): the user's data goes with it (decision 049). */
async function deleteAccount(strapi: Core.Strapi, userId: number): Promise<void> {
  const accounts = strapi.service('api::account.account') as unknown as { deleteAccount(userId: number): Promise<void> };
  await accounts.deleteAccount(userId);
}

/** Confirmed or not, an account whose last sign-in (or, never signed in, its creation) is before `cutoff`. */
export function inactiveWhere(cutoff: Date) {
  return {
    inactivityNoticeAt: { $null: true },
    $or: [{ lastSignInAt: { $lt: cutoff } }, { lastSignInAt: { $null: true }, createdAt: { $lt: cutoff } }],
  };
}

/**
 * Accounts without a sign-in for ACCOUNT_INACTIVE_MONTHS get one mail saying they go in 30 days. Each is
 * taken with a conditional update (`inactivityNoticeAt` still empty) in the transaction that queues its
 * mail (decision 046), so two rounds at once mail it once. Only confirmed addresses are written to:
 * an unconfirmed account goes after 7 days anyway.
 */
export async function noticeInactiveAccounts(strapi: Core.Strapi, at: Date, months: number): Promise<number> {
  const users = strapi.db.query(USER_UID);
  const cutoff = monthsBefore(at, months);
  const deleteOn = new Date(at.getTime() + ACCOUNT_INACTIVE_GRACE_DAYS * DAY_MS);
  let noticed = 0;
  let afterId = 0;
  for (;;) {
    const rows: UserRow[] = await users.findMany({
      where: { ...inactiveWhere(cutoff), confirmed: true, id: { $gt: afterId } },
      select: ['id', 'documentId', 'email', 'firstName'],
      orderBy: { id: 'asc' },
      limit: BATCH,
    });
    if (!rows.length) break;
    for (const row of rows) {
      afterId = row.id;
      const taken = await strapi.db.transaction(async () => {
        const { count } = await users.updateMany({
          where: { id: row.id, inactivityNoticeAt: { $null: true } },
          data: { inactivityNoticeAt: at },
        });
        if (count !== 1) return false;
        await queueMail(strapi, {
          key: `account-inactive:${row.documentId}:${todayInNetherlands(at)}`,
          to: row.email,
          mail: inactiveAccountMail(siteUrl(), siteName(strapi), {
            firstName: row.firstName,
            months,
            graceDays: ACCOUNT_INACTIVE_GRACE_DAYS,
            deleteOn,
          }),
        });
        return true;
      });
      if (taken) noticed++;
    }
  }
  return noticed;
}

/**
 * Accounts mailed more than 30 days ago that did not sign in since (a sign-in clears the notice) are
 * deleted through the account service. Two rounds at once: the second finds the user gone and skips it.
 */
export async function deleteInactiveAccounts(strapi: Core.Strapi, at: Date): Promise<number> {
  return deleteUsersWhere(
    strapi,
    { inactivityNoticeAt: { $lt: new Date(at.getTime() - ACCOUNT_INACTIVE_GRACE_DAYS * DAY_MS) } },
    'inactive',
  );
}

/** Accounts never confirmed (by the link in the mail, or an editor's invitation never taken up) go after 7 days. */
export async function deleteUnconfirmedAccounts(strapi: Core.Strapi, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - UNCONFIRMED_KEPT_DAYS * DAY_MS);
  return deleteUsersWhere(
    strapi,
    { $or: [{ confirmed: false }, { confirmed: { $null: true } }], createdAt: { $lt: cutoff } },
    'unconfirmed',
  );
}

async function deleteUsersWhere(strapi: Core.Strapi, where: Record<string, unknown>, why: string): Promise<number> {
  const users = strapi.db.query(USER_UID);
  let deleted = 0;
  let afterId = 0;
  for (;;) {
    const rows: Array<{ id: number }> = await users.findMany({
      where: { ...where, id: { $gt: afterId } },
      select: ['id'],
      orderBy: { id: 'asc' },
      limit: BATCH,
    });
    if (!rows.length) break;
    for (const { id } of rows) {
      afterId = id;
      // Still matching (not signed in meanwhile, not taken by another round)?
      if (!(await users.count({ where: { ...where, id } }))) continue;
      try {
        await deleteAccount(strapi, id);
        deleted++;
      } catch (error) {
        strapi.log.error(`Retention: could not delete ${why} account ${id}: ${(error as Error).message}`);
      }
    }
  }
  return deleted;
}

/** Guest alerts whose confirmation link expired unused (7 days, decision 032). */
export async function deleteUnconfirmedGuestAlerts(strapi: Core.Strapi, at: Date): Promise<number> {
  return deleteAlertsWhere(strapi, { user: { id: { $null: true } }, confirmedAt: { $null: true }, confirmExpiresAt: { $lt: at } });
}

/**
 * Newsletter sign-ups never confirmed (decision 008): their link is valid 7 days. An address that was
 * confirmed once and asked for other interests stays: it is a subscriber.
 */
export async function deleteUnconfirmedSignUps(strapi: Core.Strapi, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - UNCONFIRMED_KEPT_DAYS * DAY_MS);
  const { count } = await strapi.db.query(SUBSCRIBER_UID).deleteMany({
    where: {
      state: 'pending',
      confirmedAt: { $null: true },
      $or: [{ confirmExpiresAt: { $lt: at } }, { confirmExpiresAt: { $null: true }, createdAt: { $lt: cutoff } }],
    },
  });
  return count;
}

export type RetentionRound = {
  inactiveAccounts: { noticed: number; deleted: number; months: number };
  unconfirmed: { accounts: number; guestAlerts: number; newsletterSignUps: number };
  analytics: { days: number; events: number; rawDays: number };
};

/**
 * The retention part of the daily round at 03:30 (decision 050; `POST /privacy/round` on the admin API
 * runs it now). Every step is safe with two CMS instances running it at once. On the CMS's clock.
 */
export async function runRetentionRound(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): Promise<RetentionRound> {
  const at = now();
  const { accountInactiveMonths, analyticsRawDays } = envRetention(env);
  const deleted = await deleteInactiveAccounts(strapi, at);
  const noticed = await noticeInactiveAccounts(strapi, at, accountInactiveMonths);
  const unconfirmed = {
    accounts: await deleteUnconfirmedAccounts(strapi, at),
    guestAlerts: await deleteUnconfirmedGuestAlerts(strapi, at),
    newsletterSignUps: await deleteUnconfirmedSignUps(strapi, at),
  };
  const analytics = await rollUpOldEvents(strapi.db.connection, { at, rawDays: analyticsRawDays });
  const round: RetentionRound = {
    inactiveAccounts: { noticed, deleted, months: accountInactiveMonths },
    unconfirmed,
    analytics: { ...analytics, rawDays: analyticsRawDays },
  };
  strapi.log.info(
    `Retention: ${noticed} inactive accounts mailed, ${deleted} deleted; unconfirmed: ${unconfirmed.accounts} accounts, ` +
      `${unconfirmed.guestAlerts} guest alerts, ${unconfirmed.newsletterSignUps} newsletter sign-ups deleted; ` +
      `analytics: ${analytics.events} raw events of ${analytics.days} days rolled up`,
  );
  return round;
}
