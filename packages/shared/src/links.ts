/**
 * Addresses the site prints as links (issue 15): a vacancy's "Solliciteer direct" (applyUrl, which a
 * visitor can post, decision 005) and an employer's website (partner.website). Only what a browser
 * opens as a web page or a mail is stored; `javascript:`, `data:` and junk that merely starts with
 * "https://" (no host, markup in the host) are refused, whoever saves them. The CMS refuses them on
 * save, the site again before it prints a link (older or hand-edited data).
 */

/** An apply link or a website address. */
export const LINK_MAX_LENGTH = 300;

// Control characters are exactly what this refuses.
// eslint-disable-next-line no-control-regex
const SAFE_TEXT = /^[^\s\u0000-\u001f\u007f<>"'`\\]+$/;
const MAIL_ADDRESS = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

/** http(s) with a real host name: `https://werkenbij.voorbeeld.nl/vacature`. */
export function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > LINK_MAX_LENGTH || !SAFE_TEXT.test(value)) return false;
  // The host follows the two slashes at once: `https:///pad` would otherwise parse with host "pad".
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A web address, or `mailto:` with one e-mail address (and optionally a subject): where to apply. */
export function isApplyAddress(value: unknown): value is string {
  if (isWebAddress(value)) return true;
  if (typeof value !== 'string' || value.length > LINK_MAX_LENGTH || !SAFE_TEXT.test(value)) return false;
  const match = /^mailto:([^?]+)(\?.*)?$/i.exec(value);
  return Boolean(match && MAIL_ADDRESS.test(match[1]));
}
