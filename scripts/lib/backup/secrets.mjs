/**
 * The settings a restore needs beside the archive (they are never in it): what signs or encrypts
 * something that outlives a restart. Without the same values, visitors are signed out (JWT_SECRET),
 * unsubscribe links in mails already sent stop working (NEWSLETTER_SECRET or what it is derived
 * from), the admin's API tokens and encrypted data are lost (API_TOKEN_SALT, ENCRYPTION_KEY) and
 * push subscriptions end (VAPID keys, when they are set in the environment; else they are rows in the
 * database and travel with it). Alert and confirmation links carry random tokens stored in the
 * database, so they need nothing here.
 *
 * The manifest keeps a short one-way fingerprint of each value, so a restore can say which ones differ
 * from the ones the backup was made with; the values themselves cannot be read back from it.
 */
import { createHash } from 'node:crypto';

const SETTINGS = [
  ['APP_KEYS', 'session cookies; the bot check; with ENCRYPTION_KEY and JWT_SECRET the newsletter key when NEWSLETTER_SECRET is not set'],
  ['JWT_SECRET', "visitors' sign-in tokens (a new value signs everyone out)"],
  ['ENCRYPTION_KEY', "Strapi's encrypted admin data; part of the newsletter key when NEWSLETTER_SECRET is not set"],
  ['NEWSLETTER_SECRET', 'unsubscribe links in newsletters already sent (when set; else derived from the three above)'],
  ['ADMIN_JWT_SECRET', "editors' admin sessions"],
  ['API_TOKEN_SALT', "the admin's API tokens"],
  ['TRANSFER_TOKEN_SALT', "Strapi's data-transfer tokens"],
  ['SITE_CMS_SECRET', "the site's signed visitor addresses (give the site the same value)"],
  ['REVALIDATE_SECRET', 'the CMS telling the site what was published (give the site the same value)'],
  ['PREVIEW_SECRET', 'draft preview links (give the site the same value)'],
  ['PREVIEW_API_TOKEN', "the site's token for reading drafts (give the site the same value)"],
  ['VAPID_PUBLIC_KEY', 'web push subscriptions (when set; else kept in the database)'],
  ['VAPID_PRIVATE_KEY', 'web push subscriptions (when set; else kept in the database)'],
];

/** Salted with the name, so equal values under two names do not look alike. */
export const fingerprint = (name, value) =>
  createHash('sha256').update(`vacaturesite-backup\0${name}\0${value}`).digest('hex').slice(0, 12);

/** The manifest's `settings`: every name, whether it was set, and its fingerprint when it was. */
export function settingsToKeep(env) {
  return SETTINGS.map(([name, why]) => {
    const value = env[name]?.trim();
    return { name, why, set: Boolean(value), ...(value ? { fingerprint: fingerprint(name, value) } : {}) };
  });
}

/**
 * What differs between the backup's settings and `env`'s, as lines for the operator. A setting the
 * backup could not see (not in its environment) tells nothing, so only the ones it saw are compared.
 */
export function settingDifferences(saved, env) {
  return saved
    .filter((setting) => setting.set)
    .flatMap((setting) => {
      const value = env[setting.name]?.trim();
      if (!value) return [`${setting.name} is not set here, but was when the backup was made: ${setting.why}.`];
      if (fingerprint(setting.name, value) !== setting.fingerprint)
        return [`${setting.name} differs from the one the backup was made with: ${setting.why}.`];
      return [];
    });
}

/** The names a running CMS cannot do without, missing from `env` (the backup warns: it cannot record them). */
export const missingRequired = (env) =>
  SETTINGS.map(([name]) => name).filter(
    (name) => !['NEWSLETTER_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'].includes(name) && !env[name]?.trim(),
  );
