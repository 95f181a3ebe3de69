import { type ApplicationStatus, SILENT_APPLICATION_STATUSES } from '@vacaturesite/shared';
import { escapeHtml, layout, linkBlock, MAIL_LINK_MARKER, type Mail } from '../../../lib/mail';

/**
 * The applicant's mails after applying (decision 033): a changed status, and the one mail that the
 * vacancy closed while they were still waiting. Each links to their applications on the site.
 */

export type ApplicationMailFacts = {
  site: string;
  siteName: string;
  firstName?: string | null;
  vacancyTitle: string;
  employerName?: string | null;
};

export const MY_APPLICATIONS_PATH = '/jobs/mijn?tab=sollicitaties';

type Wording = { subject: string; lines: string[] };

const STATUS_WORDING: Record<Exclude<ApplicationStatus, 'ontvangen' | 'bekeken'>, (vacancy: string, employer: string) => Wording> = {
  uitgenodigd: (vacancy, employer) => ({
    subject: `Je bent uitgenodigd: ${vacancy}`,
    lines: [`Goed nieuws: ${employer} nodigt je uit naar aanleiding van je sollicitatie op ${vacancy}.`],
  }),
  afgewezen: (vacancy, employer) => ({
    subject: `Reactie op je sollicitatie: ${vacancy}`,
    lines: [`${employer} heeft je sollicitatie op ${vacancy} bekeken en gaat helaas niet met je verder.`],
  }),
};

function compose(facts: ApplicationMailFacts, wording: Wording, message?: string | null): Mail {
  const href = `${facts.site}${MY_APPLICATIONS_PATH}&${MAIL_LINK_MARKER}`;
  const greeting = facts.firstName ? `Hallo ${facts.firstName},` : 'Hallo,';
  const quoted = message ? ['Bericht van de werkgever:', message] : [];
  const closing = ['Met vriendelijke groet,', facts.siteName];
  return {
    subject: wording.subject,
    html: layout([
      escapeHtml(greeting),
      ...wording.lines.map(escapeHtml),
      ...(message ? [`<strong>Bericht van de werkgever:</strong><br>\n${escapeHtml(message).replace(/\n/g, '<br>\n')}`] : []),
      ...linkBlock(escapeHtml(href), 'Bekijk je sollicitaties'),
      closing.map(escapeHtml).join('<br>\n'),
    ]),
    text: [
      greeting,
      '',
      ...wording.lines,
      '',
      ...(quoted.length ? [...quoted, ''] : []),
      `Bekijk je sollicitaties: ${href}`,
      '',
      ...closing,
    ].join('\n'),
  };
}

const employerOf = (facts: ApplicationMailFacts) => facts.employerName?.trim() || 'De werkgever';

/** A status the applicant hears of; null for the silent ones (SILENT_APPLICATION_STATUSES) and the start, which is no answer. */
export function statusMail(facts: ApplicationMailFacts, status: ApplicationStatus, message?: string | null): Mail | null {
  if (status === 'ontvangen' || SILENT_APPLICATION_STATUSES.includes(status)) return null;
  return compose(facts, STATUS_WORDING[status as keyof typeof STATUS_WORDING](facts.vacancyTitle, employerOf(facts)), message);
}

/** The vacancy closed or expired while the application still waited for an answer. */
export function closedMail(facts: ApplicationMailFacts): Mail {
  return compose(facts, {
    subject: `Vacature vervuld of gesloten: ${facts.vacancyTitle}`,
    lines: [
      `De vacature ${facts.vacancyTitle}${facts.employerName?.trim() ? ` bij ${facts.employerName.trim()}` : ''} is vervuld of gesloten. Je sollicitatie wordt daarom niet verder behandeld.`,
      'Bedankt voor je interesse, en veel succes met zoeken.',
    ],
  });
}
