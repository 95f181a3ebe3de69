import { LINK_MAX_LENGTH } from '@vacaturesite/shared/my-jobs';

/**
 * Addresses from the CMS that the site prints as links (issue 15): an employer's website and a
 * vacancy's "Solliciteer direct". The CMS refuses anything else on save (apps/cms
 * api/my-jobs/lib/links.ts, the same rules); these checks keep older or hand-edited data from
 * becoming a `javascript:` link, and give the post-a-vacancy form its Dutch message first.
 */
// Control characters are exactly what this refuses.
// eslint-disable-next-line no-control-regex
const SAFE_TEXT = /^[^\s\u0000-\u001f\u007f<>"'`\\]+$/;
const MAIL_ADDRESS = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

/** http(s) with a real host name, else null. */
export function webHref(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > LINK_MAX_LENGTH || !SAFE_TEXT.test(value)) return null;
  // The host follows the two slashes at once: `https:///pad` would otherwise parse with host "pad".
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  try {
    const url = new URL(value);
    const ok = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && !url.username && !url.password;
    return ok ? value : null;
  } catch {
    return null;
  }
}

/** A web address, or `mailto:` with one e-mail address (optionally a subject), else null. */
export function applyHref(value: unknown): string | null {
  if (webHref(value)) return value as string;
  if (typeof value !== 'string' || value.length > LINK_MAX_LENGTH || !SAFE_TEXT.test(value)) return null;
  const match = /^mailto:([^?]+)(\?.*)?$/i.exec(value);
  return match && MAIL_ADDRESS.test(match[1]) ? value : null;
}
