import { escapeHtml, layout, linkBlock, MAIL_LINK_MARKER, type Mail } from '../../../lib/mail';

/** "27 december 2026", in the Netherlands. */
export function dutchDay(moment: Date): string {
  return new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(moment);
}

/**
 * The warning to an account without a sign-in for `months` months (decision 050): it is deleted on
 * `deleteOn` unless its owner signs in before then. Only the site's name and the account's own first
 * name go in; the link leads to the sign-in page, which brings them back to /account.
 */
export function inactiveAccountMail(
  site: string,
  siteName: string,
  { firstName, months, graceDays, deleteOn }: { firstName?: string | null; months: number; graceDays: number; deleteOn: Date },
): Mail {
  const href = `${site}/inloggen?terug=${encodeURIComponent('/account')}&${MAIL_LINK_MARKER}`;
  const name = escapeHtml(siteName);
  const greeting = firstName ? `Hallo ${firstName},` : 'Hallo,';
  const day = dutchDay(deleteOn);
  const why = `Je bent al ${months} maanden niet ingelogd bij ${siteName}. We bewaren je gegevens niet langer dan nodig, dus verwijderen we je account op ${day}, met alles wat erbij hoort: je gegevens, sollicitaties met cv’s, bewaarde vacatures, vacature-alerts en inschrijvingen.`;
  const keep = `Wil je je account houden? Log dan vóór ${day} in; meer hoef je niet te doen.`;
  const ignore = 'Wil je het account niet meer? Dan hoef je niets te doen.';
  return {
    subject: `Je account bij ${siteName} wordt over ${graceDays} dagen verwijderd`,
    html: layout([
      escapeHtml(greeting),
      escapeHtml(why),
      escapeHtml(keep),
      ...linkBlock(escapeHtml(href), 'Inloggen en mijn account houden'),
      escapeHtml(ignore),
      `Met vriendelijke groet,<br>\n${name}`,
    ]),
    text: [greeting, '', why, '', keep, '', `Inloggen: ${href}`, '', ignore, '', 'Met vriendelijke groet,', siteName].join('\n'),
  };
}
