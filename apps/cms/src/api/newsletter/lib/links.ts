import { MAIL_LINK_MARKER } from '../../../lib/mail';

/** Links in newsletter mails, all to the site (SITE_URL). */

export const confirmUrl = (site: string, token: string) =>
  `${site}/nieuwsbrief/bevestigen?token=${encodeURIComponent(token)}&${MAIL_LINK_MARKER}`;

const unsubscribeQuery = (subscriber: string, token: string) => `s=${encodeURIComponent(subscriber)}&t=${encodeURIComponent(token)}`;

/** The page a person lands on from the link in the mail's footer: it unsubscribes and says so. */
export const unsubscribePageUrl = (site: string, subscriber: string, token: string) =>
  `${site}/nieuwsbrief/afmelden?${unsubscribeQuery(subscriber, token)}`;

/** RFC 8058 target: a POST here unsubscribes at once (mail clients' "Afmelden" button); a GET goes to the page. */
export const oneClickUnsubscribeUrl = (site: string, subscriber: string, token: string) =>
  `${site}/api/nieuwsbrief/afmelden?${unsubscribeQuery(subscriber, token)}`;

/** RFC 2369 + RFC 8058 headers for one recipient. Only the https/http URI: a mailto would need a mailbox that reads mail. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

type Addressable = { documentId: string; slug?: string | null };
const segment = (value: string | null | undefined) => encodeURIComponent(value || '-');
const itemPath = (prefix: string) => (item: Addressable) => `${prefix}/${segment(item.documentId)}/${segment(item.slug)}`;

/** The site's detail URLs (apps/web/lib/urls.ts); the two apps share no package. */
export const vacancyPath = itemPath('/jobs/vacature');
export const eventPath = itemPath('/agenda');
export const newsPath = itemPath('/nieuws');
