/** Where the CMS lives and which Strapi major it runs. Read on every call so tests and ops can switch them. */
export type CmsVersion = '3' | '4' | '5';

const DEFAULT_URL = 'http://127.0.0.1:1337';

export function cmsBaseUrl(): string {
  return (process.env.CMS_URL?.trim() || DEFAULT_URL).replace(/\/+$/, '');
}

/**
 * The CMS address browsers can reach (social sign-in sends them there). Defaults to CMS_URL, which is
 * enough when the site and the CMS share a host.
 */
export function cmsPublicBaseUrl(): string {
  return (process.env.CMS_PUBLIC_URL?.trim() || cmsBaseUrl()).replace(/\/+$/, '');
}

export function cmsVersion(): CmsVersion {
  const value = (process.env.CMS_VERSION ?? '').trim().replace(/^v/i, '');
  return value === '3' || value === '4' ? value : '5';
}

/**
 * Strapi 3 ran on SQL (numeric ids) or on MongoDB (24 hex digits); `CMS_V3_DATABASE=mongodb` says the
 * latter. Without it a hex id is not asked for: Strapi 3 on PostgreSQL answers it with a 500.
 */
export function cmsV3OnMongo(): boolean {
  return (process.env.CMS_V3_DATABASE ?? '').trim().toLowerCase() === 'mongodb';
}

/** Strapi 4 and 5 mount the content API under /api; Strapi 3 served it from the root. */
export function apiPrefix(version: CmsVersion): string {
  return version === '3' ? '' : '/api';
}

/**
 * Whether the CMS is this project's own Strapi 5, with its own routes beside Strapi's: the search index,
 * my jobs, applications, alerts, push, registrations, statistics, newsletter, account self-service and
 * the bot check. A site owner's Strapi 3 or 4 has only Strapi's content API and users-permissions: those
 * features switch off there (decision 053).
 */
export function hasProjectApis(): boolean {
  return cmsVersion() === '5';
}

/**
 * Whether users-permissions lets a signed-in visitor change their password (`/auth/change-password`):
 * Strapi 4 and 5 do; Strapi 3 has no such route, so there a new password goes by the mailed reset link.
 */
export function canChangePassword(): boolean {
  return cmsVersion() !== '3';
}
