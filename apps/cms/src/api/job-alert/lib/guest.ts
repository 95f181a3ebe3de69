import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  alertLabel,
  type AlertSearch,
  GUEST_ALERT_CONFIRM_DAYS,
  GUEST_ALERT_RECONFIRM_AFTER_DAYS,
  GUEST_ALERT_RECONFIRM_GRACE_DAYS,
  MAX_ALERTS_PER_VISITOR,
  type JobAlertInput,
} from '@vacaturesite/shared';
import { siteUrl } from '../../../lib/mail';
import { siteName } from '../../../lib/strapi-helpers';
import { hashToken, isExpired, isWellFormedToken, issueToken, tokenMailKey } from '../../../lib/tokens';
import { queueMail } from '../../../lib/mail-outbox/outbox';
import { confirmAlertMail } from './mail';
import { ALERT_UID, alerts, deleteAlertsWhere, type AlertRow } from '../../../lib/job-alert-store';

/**
 * Job alerts without an account (issue 16, decision 032): an address and a search, confirmed by a
 * link in a mail (double opt-in, as the newsletter), asked again after a year in which nothing in its
 * mails was opened. The caller learns nothing about whether the address was known.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The alert's names for its field of work and place, resolved by the controller. */
type Names = { categoryName: string | null; placeName: string | null };

/**
 * The confirmation mail (the first or the yearly one) through the outbox (decision 046), in the caller's
 * transaction: a mail server away during the daily round no longer leaves an alert asked nothing, and
 * removed at the end of its grace period. One key per token.
 */
async function queueConfirmation(strapi: Core.Strapi, alert: string, email: string, search: AlertSearch, token: string, again: boolean) {
  const mail = confirmAlertMail({ site: siteUrl(), siteName: siteName(strapi), search, token, again });
  await queueMail(strapi, {
    key: tokenMailKey(`guest-alert-${again ? 'reconfirm' : 'confirm'}:${alert}`, token),
    to: email,
    mail,
  });
}

/**
 * Stores the alert unconfirmed and mails its link. Past MAX_ALERTS_PER_VISITOR alerts for the address
 * nothing is stored or sent, with the same answer to the caller.
 */
export async function createGuestAlert(strapi: Core.Strapi, email: string, input: JobAlertInput, names: Names): Promise<void> {
  if ((await alerts(strapi).count({ where: { email, user: { id: { $null: true } } } })) >= MAX_ALERTS_PER_VISITOR) {
    strapi.log.warn('Guest job alert: an address reached the limit; nothing stored');
    return;
  }
  const issued = issueToken(GUEST_ALERT_CONFIRM_DAYS * DAY_MS);
  const { category, place, radius, ...rest } = input;
  const data = {
    ...rest,
    byEmail: true,
    byPush: false,
    categoryId: category,
    placeId: place,
    radius: radius ? Number(radius) : null,
    ...names,
    email,
    confirmTokenHash: issued.hash,
    confirmExpiresAt: issued.expiresAt,
    unsubscribeToken: randomBytes(24).toString('base64url'),
  };
  await strapi.db.transaction(async () => {
    const created = await strapi.documents(ALERT_UID).create({ data });
    await queueConfirmation(strapi, created.documentId, email, data, issued.token, false);
  });
}

/** The link of a confirmation mail (the first or the yearly one). The alert's label, or null for an unknown, used or expired link. */
export async function confirmGuestAlert(strapi: Core.Strapi, token: unknown): Promise<string | null> {
  if (!isWellFormedToken(token)) return null;
  const alert: AlertRow | null = await alerts(strapi).findOne({ where: { confirmTokenHash: hashToken(token) } });
  if (!alert || isExpired(alert.confirmExpiresAt)) return null;
  const now = new Date();
  await alerts(strapi).update({
    where: { id: alert.id },
    data: {
      confirmedAt: alert.confirmedAt ?? now,
      activeAt: now,
      reconfirmSentAt: null,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    },
  });
  return alertLabel(alert);
}

/**
 * A link in a guest alert's mail was opened (its unsubscribe token names it): the year starts again,
 * and a yearly question still open is answered, so the grace period's end no longer removes it.
 */
export async function noteGuestAlertClick(strapi: Core.Strapi, unsubscribeToken: string): Promise<boolean> {
  const alert: AlertRow | null = await alerts(strapi).findOne({ where: { unsubscribeToken }, select: ['id', 'confirmedAt'] });
  if (!alert?.confirmedAt) return false;
  await alerts(strapi).update({ where: { id: alert.id }, data: { activeAt: new Date(), reconfirmSentAt: null } });
  return true;
}

/**
 * Daily: drops guest alerts never confirmed in time, asks those quiet for a year whether to keep them
 * (a new link, valid for the grace period), and drops those that did not answer.
 */
export async function maintainGuestAlerts(strapi: Core.Strapi, now = new Date()): Promise<{ asked: number; removed: number }> {
  const guest = { user: { id: { $null: true } } };
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let removed = await deleteAlertsWhere(strapi, { ...guest, confirmedAt: { $null: true }, confirmExpiresAt: { $lt: now } });
  removed += await deleteAlertsWhere(strapi, {
    ...guest,
    reconfirmSentAt: { $lt: before(GUEST_ALERT_RECONFIRM_GRACE_DAYS) },
  });
  const quiet: AlertRow[] = await alerts(strapi).findMany({
    where: {
      ...guest,
      confirmedAt: { $notNull: true },
      reconfirmSentAt: { $null: true },
      activeAt: { $lt: before(GUEST_ALERT_RECONFIRM_AFTER_DAYS) },
    },
  });
  let asked = 0;
  for (const alert of quiet) {
    const issued = issueToken(GUEST_ALERT_RECONFIRM_GRACE_DAYS * DAY_MS, now);
    // Conditional: when two rounds run at once (every CMS instance's cron), one asks; the other's token
    // would otherwise replace the first one's and break the link in the mail already sent.
    const sent = await strapi.db.transaction(async () => {
      const { count } = await alerts(strapi).updateMany({
        where: { id: alert.id, reconfirmSentAt: { $null: true } },
        data: { reconfirmSentAt: now, confirmTokenHash: issued.hash, confirmExpiresAt: issued.expiresAt },
      });
      if (count) await queueConfirmation(strapi, alert.documentId, alert.email!, alert, issued.token, true);
      return count > 0;
    });
    if (sent) asked += 1;
  }
  return { asked, removed };
}
