import { type ApplicationStatus, SILENT_APPLICATION_STATUSES } from '@vacaturesite/shared';
import { escapeHtml, greeting, layout, linkBlock, MAIL_LINK_MARKER, type Mail } from './mail';

/**
 * The mails around an application (decisions 033 and 046): the applicant's receipt, the poster's "new
 * application", a changed status, and the one mail that the vacancy closed while the applicant was
 * still waiting. Each links to the page on the site where it continues; none carries the CV.
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

/** "gesloten" is no poster's answer: the vacancy's end gives it, with its own mail (closedMail, closed-notices.ts). */
const STATUS_WORDING: Record<
  Exclude<ApplicationStatus, 'ontvangen' | 'bekeken' | 'gesloten'>,
  (vacancy: string, employer: string) => Wording
> = {
  uitgenodigd: (vacancy, employer) => ({
    subject: `Je bent uitgenodigd: ${vacancy}`,
    lines: [`Goed nieuws: ${employer} nodigt je uit naar aanleiding van je sollicitatie op ${vacancy}.`],
  }),
  afgewezen: (vacancy, employer) => ({
    subject: `Reactie op je sollicitatie: ${vacancy}`,
    lines: [`${employer} heeft je sollicitatie op ${vacancy} bekeken en gaat helaas niet met je verder.`],
  }),
};

function compose(
  facts: ApplicationMailFacts,
  wording: Wording,
  message?: string | null,
  link: { href: string; label: string } = {
    href: `${facts.site}${MY_APPLICATIONS_PATH}&${MAIL_LINK_MARKER}`,
    label: 'Bekijk je sollicitaties',
  },
): Mail {
  const href = link.href;
  const opening = greeting(facts.firstName);
  const quoted = message ? ['Bericht van de werkgever:', message] : [];
  const closing = ['Met vriendelijke groet,', facts.siteName];
  return {
    subject: wording.subject,
    html: layout([
      escapeHtml(opening),
      ...wording.lines.map(escapeHtml),
      ...(message ? [`<strong>Bericht van de werkgever:</strong><br>\n${escapeHtml(message).replace(/\n/g, '<br>\n')}`] : []),
      ...linkBlock(escapeHtml(href), escapeHtml(link.label)),
      closing.map(escapeHtml).join('<br>\n'),
    ]),
    text: [opening, '', ...wording.lines, '', ...(quoted.length ? [...quoted, ''] : []), `${link.label}: ${href}`, '', ...closing].join(
      '\n',
    ),
  };
}

/** How a poster reads an applicant's name in a mail. */
export const fullName = (person: { firstName?: string | null; lastName?: string | null } | null | undefined) =>
  [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim() || 'Iemand';

const employerOf = (facts: ApplicationMailFacts) => facts.employerName?.trim() || 'De werkgever';

/** A status the applicant hears of; null for the silent ones (SILENT_APPLICATION_STATUSES) and the start, which is no answer. */
export function statusMail(facts: ApplicationMailFacts, status: ApplicationStatus, message?: string | null): Mail | null {
  if (status === 'ontvangen' || status === 'gesloten' || SILENT_APPLICATION_STATUSES.includes(status)) return null;
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

/** The applicant's receipt: the application arrived, and where they follow it. */
export function receiptMail(facts: ApplicationMailFacts): Mail {
  const employer = facts.employerName?.trim();
  return compose(facts, {
    subject: `Je sollicitatie is verstuurd: ${facts.vacancyTitle}`,
    lines: [
      `Je sollicitatie op ${facts.vacancyTitle}${employer ? ` bij ${employer}` : ''} is goed aangekomen. ${employer ?? 'De werkgever'} ziet je motivatie en je cv nu op de site.`,
      'Zodra de werkgever reageert, krijg je een e-mail. Je kunt je sollicitatie tot die tijd bekijken, aanpassen of intrekken.',
    ],
  });
}

/** For the vacancy's poster: someone applied; the link opens the vacancy's applications (signed in). */
export function newApplicationMail(facts: ApplicationMailFacts & { applicantName: string; vacancyId: string }): Mail {
  return compose(
    facts,
    {
      subject: `Nieuwe sollicitatie op ${facts.vacancyTitle}`,
      lines: [
        `${facts.applicantName} heeft gesolliciteerd op je vacature ${facts.vacancyTitle}.`,
        'De motivatie en het cv staan op de site; om privacyredenen sturen we het cv niet mee in deze e-mail.',
      ],
    },
    null,
    {
      href: `${facts.site}/jobs/mijn/${encodeURIComponent(facts.vacancyId)}?${MAIL_LINK_MARKER}#sollicitaties-kop`,
      label: 'Bekijk de sollicitatie',
    },
  );
}

/** For a poster who chose one overview a day (APPLICATION_MAIL_MODES 'daily'): who applied in the last day. */
export function dailySummaryMail(facts: ApplicationMailFacts & { applicantNames: string[]; vacancyId: string }): Mail {
  const count = facts.applicantNames.length;
  const applications = count === 1 ? 'nieuwe sollicitatie' : 'nieuwe sollicitaties';
  return compose(
    facts,
    {
      subject: `${count.toLocaleString('nl-NL')} ${applications} op ${facts.vacancyTitle}`,
      lines: [
        `In de afgelopen 24 uur ${count === 1 ? 'heeft 1 persoon' : `hebben ${count.toLocaleString('nl-NL')} mensen`} gesolliciteerd op je vacature ${facts.vacancyTitle}: ${facts.applicantNames.join(', ')}.`,
        'De motivaties en cv’s staan op de site; om privacyredenen sturen we ze niet mee in deze e-mail.',
      ],
    },
    null,
    {
      href: `${facts.site}/jobs/mijn/${encodeURIComponent(facts.vacancyId)}?${MAIL_LINK_MARKER}#sollicitaties-kop`,
      label: 'Bekijk de sollicitaties',
    },
  );
}
