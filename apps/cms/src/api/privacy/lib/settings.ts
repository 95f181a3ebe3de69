import type { Core } from '@strapi/strapi';
import {
  ACCOUNT_INACTIVE_GRACE_DAYS,
  ACCOUNT_INACTIVE_MONTHS,
  ANALYTICS_RAW_DAYS,
  boundedSetting,
  GUEST_ALERT_RECONFIRM_AFTER_DAYS,
  GUEST_ALERT_RECONFIRM_GRACE_DAYS,
  type RetentionSettings,
  UNCONFIRMED_KEPT_DAYS,
} from '@vacaturesite/shared';
import { retentionPeriods } from '../../../lib/cv-retention';
import { SENT_KEPT_DAYS } from '../../../lib/mail-outbox/outbox';

/** The operator's settings of decision 050, read from the environment at each use (each within its bounds). */
export function envRetention(env: NodeJS.ProcessEnv = process.env) {
  return {
    accountInactiveMonths: boundedSetting(env.ACCOUNT_INACTIVE_MONTHS, ACCOUNT_INACTIVE_MONTHS),
    analyticsRawDays: boundedSetting(env.ANALYTICS_RAW_DAYS, ANALYTICS_RAW_DAYS),
  };
}

/**
 * Every period the CMS acts on, as it acts on them: the operator's (environment), the editors' (CV
 * periods under "Algemeen") and the fixed ones. `GET /api/privacy/retention` answers this, and the site's
 * /privacy page shows it, so the page cannot say something the rounds do not do.
 */
export async function retentionSettings(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): Promise<RetentionSettings> {
  const cv = await retentionPeriods(strapi);
  return {
    ...envRetention(env),
    accountInactiveGraceDays: ACCOUNT_INACTIVE_GRACE_DAYS,
    unconfirmedDays: UNCONFIRMED_KEPT_DAYS,
    guestAlertReconfirmAfterDays: GUEST_ALERT_RECONFIRM_AFTER_DAYS,
    guestAlertReconfirmGraceDays: GUEST_ALERT_RECONFIRM_GRACE_DAYS,
    cvAfterProcedureDays: cv.afterProcedureDays,
    cvWithConsentDays: cv.withConsentDays,
    sentMailsKeptDays: SENT_KEPT_DAYS,
  };
}
