import { isApplyAddress, isWebAddress } from '@vacaturesite/shared/links';

/**
 * Addresses from the CMS that the site prints as links (issue 15): an employer's website and a
 * vacancy's "Solliciteer direct". The rules are the CMS's own (shared): these checks keep older or
 * hand-edited data from becoming a `javascript:` link, and give the post-a-vacancy form its Dutch
 * message first.
 */

/** http(s) with a real host name, else null. */
export const webHref = (value: unknown): string | null => (isWebAddress(value) ? value : null);

/** A web address, or `mailto:` with one e-mail address (optionally a subject), else null. */
export const applyHref = (value: unknown): string | null => (isApplyAddress(value) ? value : null);
