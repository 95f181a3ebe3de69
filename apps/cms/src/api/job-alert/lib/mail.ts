import { alertLabel, type AlertSearch, GUEST_ALERT_RECONFIRM_GRACE_DAYS } from '@vacaturesite/shared';
import { escapeHtml, greeting, layout, linkBlock, MAIL_LINK_MARKER, type Mail } from '../../../lib/mail';

/**
 * Dutch job-alert mails (decision 009): one vacancy at once ("instant") or the day's matches
 * ("daily"). Every mail links to stopping it without signing in, in the body and as RFC 8058
 * one-click List-Unsubscribe headers (the site's route takes the POST mail clients send).
 */

export type AlertMailVacancy = {
  title: string;
  path: string;
  employerName?: string | null;
  placeName?: string | null;
  summary?: string | null;
};

export type AlertMailFacts = {
  site: string;
  siteName: string;
  firstName?: string | null;
  label: string;
  token: string;
  vacancies: AlertMailVacancy[];
  /** false: one vacancy at once; else the digest's period. */
  digest: false | 'daily' | 'weekly';
  /**
   * No account: nothing to manage on /account; its alerts are managed from the mails. Its label stays
   * out of the subject: whoever typed the address chose its search words (see strangerSafeLabel).
   */
  guest?: boolean;
};

export const unsubscribePagePath = (token: string) => `/vacature-alert/afmelden?token=${encodeURIComponent(token)}`;
export const oneClickUnsubscribePath = (token: string) => `/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`;

const withMarker = (url: string) => `${url}${url.includes('?') ? '&' : '?'}${MAIL_LINK_MARKER}`;

export function alertMail(facts: AlertMailFacts): Mail & { headers: Record<string, string> } {
  const { site, siteName, label, vacancies, digest } = facts;
  const count = vacancies.length;
  const subject = digest
    ? `${count === 1 ? '1 nieuwe vacature' : `${count} nieuwe vacatures`} voor je ${facts.guest ? 'vacature-alert' : `alert ${label}`}`
    : `Nieuwe vacature voor je alert: ${vacancies[0]?.title ?? ''}`;
  const intro = digest
    ? `${digest === 'weekly' ? 'Deze week' : 'Vandaag'} ${count === 1 ? 'is er 1 nieuwe vacature' : `zijn er ${count} nieuwe vacatures`} geplaatst die passen bij je vacature-alert ${label}:`
    : `Er is een nieuwe vacature geplaatst die past bij je vacature-alert ${label}:`;
  const opening = greeting(facts.firstName);
  const unsubscribe = withMarker(`${site}${unsubscribePagePath(facts.token)}`);
  const manage = withMarker(`${site}/account`);
  const details = (vacancy: AlertMailVacancy) => [vacancy.employerName, vacancy.placeName].filter(Boolean).join(', ');
  const vacancyHtml = vacancies.map((vacancy) => {
    const href = withMarker(`${site}${vacancy.path}`);
    const lines = [`<a href="${escapeHtml(href)}"><strong>${escapeHtml(vacancy.title)}</strong></a>`];
    if (details(vacancy)) lines.push(escapeHtml(details(vacancy)));
    if (vacancy.summary) lines.push(escapeHtml(vacancy.summary));
    return lines.join('<br>\n');
  });
  const stop = 'Wil je deze e-mails niet meer? Meld je af via de link hieronder; inloggen is niet nodig.';
  const closing = ['Met vriendelijke groet,', siteName];
  return {
    subject,
    html: layout([
      escapeHtml(opening),
      escapeHtml(intro),
      ...vacancyHtml,
      ...(facts.guest ? [] : [`Je alerts beheer je op <a href="${escapeHtml(manage)}">Mijn account</a>.`]),
      escapeHtml(stop),
      ...linkBlock(escapeHtml(unsubscribe), 'Afmelden voor deze vacature-alert'),
      closing.map(escapeHtml).join('<br>\n'),
    ]),
    text: [
      opening,
      intro,
      ...vacancies.map((vacancy) =>
        [vacancy.title, details(vacancy), vacancy.summary, withMarker(`${site}${vacancy.path}`)].filter(Boolean).join('\n'),
      ),
      ...(facts.guest ? [] : [`Je alerts beheer je op: ${manage}`]),
      `${stop}\n${unsubscribe}`,
      closing.join('\n'),
    ].join('\n\n'),
    headers: {
      'List-Unsubscribe': `<${site}${oneClickUnsubscribePath(facts.token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export const confirmPagePath = (token: string) => `/vacature-alert/bevestigen?token=${encodeURIComponent(token)}`;

/**
 * A guest alert's search as a mail with its confirmation link may name it (issue 34): only what the CMS
 * names itself (its own fields of work and places, hours, workplace, salary band), never the search
 * words. Anyone can ask for a guest alert for any address, so its words (up to 100 characters, URLs
 * included) are a stranger's text; in our mail they would be phishing with our name on it, and a
 * mail client links a bare URL even in plain text. The alert's own mails, once confirmed, name them.
 */
export function strangerSafeLabel(search: AlertSearch): { label: string; withWords: boolean } {
  const withWords = Boolean(search.query?.trim());
  const filters = alertLabel({ ...search, query: null });
  const hasFilters = filters !== alertLabel({});
  if (!withWords) return { label: filters, withWords };
  return { label: hasFilters ? `je zoekwoorden · ${filters}` : 'je zoekwoorden', withWords };
}

/**
 * The double opt-in of a guest alert (issue 16), and its question a year later: one link that
 * confirms. Nothing is sent before it is opened; an unopened link expires and the alert goes. The
 * search is described by strangerSafeLabel only, and not at all in the subject.
 */
export function confirmAlertMail(facts: { site: string; siteName: string; search: AlertSearch; token: string; again: boolean }): Mail {
  const link = `${facts.site}${confirmPagePath(facts.token)}`;
  const { label, withWords } = strangerSafeLabel(facts.search);
  const subject = facts.again ? 'Wil je je vacature-alert houden?' : 'Bevestig je vacature-alert';
  const intro = facts.again
    ? `Je hebt een jaar lang niets geopend uit je vacature-alert voor ${label}. Wil je hem houden? Bevestig dat binnen ${GUEST_ALERT_RECONFIRM_GRACE_DAYS} dagen; anders stoppen we ermee.`
    : `Je vroeg ons om je te mailen over nieuwe vacatures voor ${label}. Bevestig je e-mailadres; pas daarna sturen we iets.`;
  const words = withWords ? ['Om misbruik te voorkomen zetten we de zoekwoorden niet in deze e-mail.'] : [];
  const ignore = facts.again ? 'Doe je niets, dan verwijderen we de alert.' : 'Vroeg je dit niet aan? Dan hoef je niets te doen.';
  const closing = ['Met vriendelijke groet,', facts.siteName];
  const action = facts.again ? 'Ja, houd mijn vacature-alert' : 'Vacature-alert bevestigen';
  return {
    subject,
    html: layout([
      'Hallo,',
      escapeHtml(intro),
      ...words.map(escapeHtml),
      ...linkBlock(escapeHtml(link), action),
      escapeHtml(ignore),
      closing.map(escapeHtml).join('<br>\n'),
    ]),
    text: ['Hallo,', intro, ...words, `${action}:\n${link}`, ignore, closing.join('\n')].join('\n\n'),
  };
}
