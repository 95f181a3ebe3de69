import { DEFAULT_SITE_URL } from '@vacaturesite/shared';

/**
 * Dutch account mails. Every link points at the site (SITE_URL), never at the CMS: the site has the
 * pages that finish each flow and owns the session cookie (decision 003).
 *
 * Strapi sends its own templates (confirmation, reset) with the same string as HTML and as text, so
 * those are written to stay readable as plain text too: short paragraphs and the bare link spelled out.
 */

/** Query marker on every link in our mails, so the site records an `email link` visit (decision 007). */
export const MAIL_LINK_MARKER = 'bron=email';

export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
}

/** Splits `Name <address>` (the email plugin's defaultFrom) into its parts. */
export function parseMailbox(value: string | undefined | null): { name: string; email: string } {
  const text = (value ?? '').trim();
  const match = /^(.*)<([^>]+)>$/.exec(text);
  if (match) return { name: match[1].trim().replace(/^"|"$/g, ''), email: match[2].trim() };
  return { name: '', email: text };
}

/** How every mail to a visitor opens: their first name when we know it. */
export const greeting = (firstName?: string | null) => (firstName ? `Hallo ${firstName},` : 'Hallo,');

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function layout(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${p}</p>`).join('\n');
}

/** A link as a button-ish anchor plus the bare address, for clients that show text only. */
export function linkBlock(href: string, label: string): string[] {
  return [`<a href="${href}">${label}</a>`, `Werkt de link niet? Kopieer dan dit adres in je browser:<br>\n${href}`];
}

export interface StrapiTemplate {
  object: string;
  message: string;
}

/** users-permissions `email_confirmation`: Strapi fills in <%= CODE %>. */
export function confirmationTemplate(site: string, siteName: string): StrapiTemplate {
  const name = escapeHtml(siteName);
  return {
    object: `Bevestig je e-mailadres bij ${siteName}`,
    message: layout([
      'Hallo,',
      `Bedankt voor je aanmelding bij ${name}. Bevestig je e-mailadres via de link hieronder; daarna kun je inloggen.`,
      ...linkBlock(`${site}/email-valideren?confirmation=<%= CODE %>&${MAIL_LINK_MARKER}`, 'E-mailadres bevestigen'),
      'Heb je je niet aangemeld? Dan hoef je niets te doen: zonder bevestiging wordt het account niet actief.',
      `Met vriendelijke groet,<br>\n${name}`,
    ]),
  };
}

/** users-permissions `reset_password`: Strapi fills in <%= URL %> (advanced.email_reset_password) and <%= TOKEN %>. */
export function resetPasswordTemplate(siteName: string): StrapiTemplate {
  const name = escapeHtml(siteName);
  return {
    object: `Nieuw wachtwoord instellen bij ${siteName}`,
    message: layout([
      'Hallo,',
      `Iemand (hopelijk jij) heeft gevraagd om een nieuw wachtwoord voor je account bij ${name}. Via de link hieronder kies je een nieuw wachtwoord. De link werkt één keer.`,
      ...linkBlock(`<%= URL %>?code=<%= TOKEN %>&${MAIL_LINK_MARKER}`, 'Nieuw wachtwoord kiezen'),
      'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; je huidige wachtwoord blijft gewoon werken.',
      `Met vriendelijke groet,<br>\n${name}`,
    ]),
  };
}

export interface Mail {
  subject: string;
  html: string;
  text: string;
}

/** Sent by us (not by Strapi) when an editor or an import creates an account. */
export function activationMail(site: string, siteName: string, token: string, ttlHours: number): Mail {
  const href = `${site}/account-activeren?token=${encodeURIComponent(token)}&${MAIL_LINK_MARKER}`;
  const name = escapeHtml(siteName);
  return {
    subject: `Activeer je account bij ${siteName}`,
    html: layout([
      'Hallo,',
      `Er is voor jou een account aangemaakt bij ${name}. Kies via de link hieronder een wachtwoord om je account te activeren.`,
      ...linkBlock(href, 'Account activeren'),
      `De link is ${ttlHours} uur geldig en werkt één keer. Is hij verlopen? Op dezelfde pagina vraag je een nieuwe aan.`,
      'Verwachtte je deze e-mail niet? Dan kun je hem negeren.',
      `Met vriendelijke groet,<br>\n${name}`,
    ]),
    text: [
      'Hallo,',
      '',
      `Er is voor jou een account aangemaakt bij ${siteName}. Kies via de link hieronder een wachtwoord om je account te activeren.`,
      '',
      href,
      '',
      `De link is ${ttlHours} uur geldig en werkt één keer. Is hij verlopen? Op dezelfde pagina vraag je een nieuwe aan.`,
      '',
      'Verwachtte je deze e-mail niet? Dan kun je hem negeren.',
      '',
      'Met vriendelijke groet,',
      siteName,
    ].join('\n'),
  };
}

/** After the visitor deleted their account (issue 35): what is gone, and what to do if it was not them. */
export function accountDeletedMail(site: string, siteName: string, firstName?: string | null): Mail {
  const name = escapeHtml(siteName);
  const opening = greeting(firstName);
  const href = `${site}/registreren?${MAIL_LINK_MARKER}`;
  const gone =
    'je gegevens, je sollicitaties met cv’s, bewaarde vacatures, vacature-alerts, inschrijvingen, meldingen en je aanmelding voor de nieuwsbrief';
  return {
    subject: `Je account bij ${siteName} is verwijderd`,
    html: layout([
      escapeHtml(opening),
      `Je account bij ${name} is verwijderd, met alles wat erbij hoorde: ${escapeHtml(gone)}.`,
      'Heb jij dit niet gedaan? Antwoord dan op deze e-mail, dan zoeken we uit wat er is gebeurd.',
      `Wil je later weer gebruikmaken van ${name}? Je kunt altijd opnieuw een account aanmaken: <a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`,
      `Met vriendelijke groet,<br>\n${name}`,
    ]),
    text: [
      opening,
      '',
      `Je account bij ${siteName} is verwijderd, met alles wat erbij hoorde: ${gone}.`,
      '',
      'Heb jij dit niet gedaan? Antwoord dan op deze e-mail, dan zoeken we uit wat er is gebeurd.',
      '',
      `Wil je later weer gebruikmaken van ${siteName}? Je kunt altijd opnieuw een account aanmaken: ${href}`,
      '',
      'Met vriendelijke groet,',
      siteName,
    ].join('\n'),
  };
}

/** How the password was changed: on /account with the current one, or through a reset link. */
export type PasswordChangeWay = 'account' | 'reset';

const CHANGED_THROUGH: Record<PasswordChangeWay, string> = {
  account: 'via je accountpagina',
  reset: 'met een link om een nieuw wachtwoord in te stellen',
};

/** "27 november 2026 om 14:05", in the Netherlands' time. */
export function dutchMoment(moment: Date): string {
  return new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(moment);
}

/**
 * A security notice after the password of an account changed (issue 35): when, how, that other sessions
 * were signed out, and a link to choose a new password at once if it was not them.
 */
export function passwordChangedMail(
  site: string,
  siteName: string,
  { firstName, way, at }: { firstName?: string | null; way: PasswordChangeWay; at: Date },
): Mail {
  const name = escapeHtml(siteName);
  const opening = greeting(firstName);
  const href = `${site}/wachtwoord-vergeten?${MAIL_LINK_MARKER}`;
  const changed = `Het wachtwoord van je account bij ${siteName} is op ${dutchMoment(at)} gewijzigd, ${CHANGED_THROUGH[way]}. Op andere apparaten en browsers ben je daarbij uitgelogd.`;
  const itWasYou = 'Heb jij dit zelf gedaan? Dan hoef je niets te doen.';
  const notYou =
    'Heb jij dit niet gedaan? Vraag dan meteen via de link hieronder een nieuw wachtwoord aan; daarmee is het gewijzigde wachtwoord niet meer bruikbaar. Antwoord ook op deze e-mail, dan zoeken we uit wat er is gebeurd.';
  return {
    subject: `Je wachtwoord bij ${siteName} is gewijzigd`,
    html: layout([
      escapeHtml(opening),
      escapeHtml(changed),
      escapeHtml(itWasYou),
      escapeHtml(notYou),
      ...linkBlock(escapeHtml(href), 'Nieuw wachtwoord aanvragen'),
      `Met vriendelijke groet,<br>\n${name}`,
    ]),
    text: [
      opening,
      '',
      changed,
      '',
      itWasYou,
      '',
      notYou,
      `Nieuw wachtwoord aanvragen: ${href}`,
      '',
      'Met vriendelijke groet,',
      siteName,
    ].join('\n'),
  };
}

/**
 * How long one mail may take at most: the SMTP transport's timeouts (config/plugins.ts) to connect, to
 * get the server's greeting and for the connection to stay silent; a send that outlives them fails.
 * The newsletter's claims outlast their sum (decision 037).
 */
export const MAIL_TIMEOUTS_MS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as const;
