import { escapeHtml, greeting, layout, linkBlock, type Mail } from '../../../lib/mail';
import { formatDateTime, formatEuro } from '@vacaturesite/shared';

/**
 * Dutch mails about a registration. Like the account mails they link to the site (SITE_URL), here to
 * `/inschrijvingen` where the visitor sees and cancels their registrations.
 */

export type RegistrationMailKind = 'confirmed' | 'waitlisted' | 'promoted' | 'cancelled';

export interface RegistrationMailFacts {
  site: string;
  siteName: string;
  firstName?: string | null;
  event: { title: string; start: string | Date | null; location?: string | null; address?: string | null };
  /** Paid events: the SEPA direct-debit mandate as the visitor gave it (IBAN masked). */
  payment?: { amount: number; accountHolder: string; ibanMasked: string; mandateReference: string } | null;
  /** Waiting list only. */
  position?: number | null;
}

/** The event's date and time as the site shows it (shared with the site). */
export const formatEventDate = formatDateTime;

function whenAndWhere(event: RegistrationMailFacts['event']): string {
  const when = formatEventDate(event.start);
  const where = [event.location, event.address].filter(Boolean).join(', ');
  return [when ? `op ${when}` : '', where ? `in ${where}` : ''].filter(Boolean).join(' ');
}

function paymentLines(payment: RegistrationMailFacts['payment'], siteName: string, promised: boolean): string[] {
  if (!payment) return [];
  const when = promised ? 'Betaling: we schrijven' : 'Betaling: krijg je een plaats, dan schrijven we';
  return [
    `${when} ${formatEuro(payment.amount)} af van rekening ${payment.ibanMasked} t.n.v. ${payment.accountHolder}, met een SEPA-incasso van ${siteName}. Machtigingskenmerk: ${payment.mandateReference}.`,
    'Niet eens met een afschrijving? Je kunt die binnen 8 weken via je bank laten terugboeken.',
  ];
}

/** One mail per kind; every kind has the event, what happened, and a link to /inschrijvingen. */
export function registrationMail(kind: RegistrationMailKind, facts: RegistrationMailFacts): Mail {
  const { event, siteName } = facts;
  const details = whenAndWhere(event);
  const title = event.title;
  const content: Record<RegistrationMailKind, { subject: string; lines: string[] }> = {
    confirmed: {
      subject: `Inschrijving bevestigd: ${title}`,
      lines: [
        `Je bent ingeschreven voor ${title}${details ? ` ${details}` : ''}. Tot dan!`,
        ...paymentLines(facts.payment, siteName, true),
      ],
    },
    waitlisted: {
      subject: `Je staat op de wachtlijst: ${title}`,
      lines: [
        `${title}${details ? ` (${details})` : ''} is vol. Je staat op plaats ${facts.position ?? '?'} van de wachtlijst.`,
        'Komt er een plaats vrij, dan schrijven we je automatisch in en krijg je van ons een e-mail.',
        ...paymentLines(facts.payment, siteName, false),
      ],
    },
    promoted: {
      subject: `Er is een plaats vrij: je bent ingeschreven voor ${title}`,
      lines: [
        `Goed nieuws: er is een plaats vrijgekomen. Je stond op de wachtlijst en bent nu ingeschreven voor ${title}${details ? ` ${details}` : ''}.`,
        ...paymentLines(facts.payment, siteName, true),
        'Kun je toch niet? Annuleer dan je inschrijving, zodat iemand anders je plaats krijgt.',
      ],
    },
    cancelled: {
      subject: `Inschrijving geannuleerd: ${title}`,
      lines: [
        `Je inschrijving voor ${title}${details ? ` ${details}` : ''} is geannuleerd.${facts.payment ? ' We schrijven niets af.' : ''}`,
      ],
    },
  };
  const { subject, lines } = content[kind];
  const opening = greeting(facts.firstName);
  const href = `${facts.site}/inschrijvingen`;
  const closing = ['Met vriendelijke groet,', siteName];
  return {
    subject,
    html: layout([
      escapeHtml(opening),
      ...lines.map(escapeHtml),
      ...linkBlock(href, 'Mijn inschrijvingen bekijken'),
      closing.map(escapeHtml).join('<br>\n'),
    ]),
    text: [opening, ...lines, `Je inschrijvingen: ${href}`, closing.join('\n')].join('\n\n'),
  };
}
