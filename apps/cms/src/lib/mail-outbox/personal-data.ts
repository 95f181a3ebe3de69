import type { PersonalDataType } from '../personal-data';
import { OUTGOING_MAIL_UID } from './outbox';

/** The one mail that must still reach a deleted account: the confirmation of its deletion. */
export const KEPT_AFTER_DELETION = 'account-deleted:';

type MailRow = { id: number; key: string; subject: string; state: string; dueAt: string; sentAt?: string | null };

const toAddress = (email: string) => ({ recipient: { $eqi: email } });

/**
 * Mails to the account's address in the outbox (decision 046 keeps sent ones 30 days, without their text).
 * Erasing removes every one of them, sent or not, except the account-deleted confirmation; exporting
 * lists their subjects and dates (decision 049).
 */
export const outboxData: PersonalDataType = {
  key: 'mails',
  covers: [`${OUTGOING_MAIL_UID}.recipient`],
  async erase(strapi, user) {
    if (!user.email) return;
    const rows: MailRow[] = await strapi.db.query(OUTGOING_MAIL_UID).findMany({ where: toAddress(user.email), select: ['id', 'key'] });
    const ids = rows.filter((row) => !row.key.startsWith(KEPT_AFTER_DELETION)).map((row) => row.id);
    if (ids.length) await strapi.db.query(OUTGOING_MAIL_UID).deleteMany({ where: { id: { $in: ids } } });
  },
  async export(strapi, user) {
    if (!user.email) return [];
    const rows: MailRow[] = await strapi.db.query(OUTGOING_MAIL_UID).findMany({
      where: toAddress(user.email),
      select: ['subject', 'state', 'dueAt', 'sentAt'],
      orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map((row) => ({ subject: row.subject, state: row.state, queuedAt: row.dueAt, sentAt: row.sentAt ?? null }));
  },
};
