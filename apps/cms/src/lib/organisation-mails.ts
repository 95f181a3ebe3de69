import { escapeHtml, greeting, layout, linkBlock, MAIL_LINK_MARKER, type Mail } from './mail';

/**
 * The mails around organisations (decision 056): an invitation, a colleague who joined, a claim verified or
 * refused, a member removed by the owner, and a vacancy an editor approved, turned down or took offline. Each in Dutch, with a plain-text part and the link to
 * the page on the site where it continues.
 */
export type OrganisationMailFacts = { site: string; siteName: string; firstName?: string | null };

export const ORGANISATION_PATH = '/jobs/mijn/organisatie';
export const MY_JOBS_PATH = '/jobs/mijn';

function compose(
  facts: OrganisationMailFacts,
  subject: string,
  lines: string[],
  link: { href: string; label: string },
  note?: { label: string; text: string } | null,
): Mail {
  const opening = greeting(facts.firstName);
  const closing = ['Met vriendelijke groet,', facts.siteName];
  return {
    subject,
    html: layout([
      escapeHtml(opening),
      ...lines.map(escapeHtml),
      ...(note ? [`<strong>${escapeHtml(note.label)}</strong><br>\n${escapeHtml(note.text).replace(/\n/g, '<br>\n')}`] : []),
      ...linkBlock(escapeHtml(link.href), escapeHtml(link.label)),
      closing.map(escapeHtml).join('<br>\n'),
    ]),
    text: [
      opening,
      '',
      ...lines.flatMap((line) => [line, '']),
      ...(note ? [note.label, note.text, ''] : []),
      `${link.label}: ${link.href}`,
      '',
      ...closing,
    ].join('\n'),
  };
}

export const invitePath = (token: string) => `/uitnodiging/${encodeURIComponent(token)}`;

/**
 * Issue 48: the invitation says who sent it, and, while the redaction has not verified the organisation, that
 * nobody checked it: the name and the sender are the member's word, and the mail goes to any address they type.
 */
export function inviteMail(
  facts: OrganisationMailFacts & {
    organisationName: string;
    token: string;
    ttlDays: number;
    inviter: { name: string; email: string };
    verified: boolean;
  },
): Mail {
  const sender = facts.inviter.name ? `${facts.inviter.name} (${facts.inviter.email})` : facts.inviter.email;
  return compose(
    { ...facts, firstName: null },
    `Uitnodiging: word lid van ${facts.organisationName} bij ${facts.siteName}`,
    [
      `${sender} nodigt je uit om lid te worden van ${facts.organisationName} bij ${facts.siteName}. Als lid beheer je samen met je collega's de vacatures en sollicitaties van ${facts.organisationName}.`,
      ...(facts.verified
        ? [`De redactie van ${facts.siteName} heeft ${facts.organisationName} geverifieerd.`]
        : [
            `Let op: de redactie van ${facts.siteName} heeft ${facts.organisationName} nog niet gecontroleerd. Wij weten dus niet of deze organisatie bestaat en of ${sender} erbij hoort. Ken je de afzender niet? Negeer dan deze e-mail.`,
          ]),
      `Open de link hieronder en log in of maak een account aan met dit e-mailadres. De link is ${facts.ttlDays} dagen geldig en werkt één keer. ${facts.siteName} vraagt je nooit per e-mail om je wachtwoord.`,
      'Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.',
    ],
    { href: `${facts.site}${invitePath(facts.token)}?${MAIL_LINK_MARKER}`, label: 'Uitnodiging bekijken' },
  );
}

export function verifiedMail(facts: OrganisationMailFacts & { organisationName: string }): Mail {
  return compose(
    facts,
    `${facts.organisationName} is geverifieerd bij ${facts.siteName}`,
    [
      `De redactie heeft ${facts.organisationName} geverifieerd. Vacatures die jij en je collega's voor ${facts.organisationName} plaatsen, komen voortaan meteen online, zonder beoordeling vooraf.`,
      'Via de link hieronder nodig je collega’s uit en beheer je de organisatie.',
    ],
    { href: `${facts.site}${ORGANISATION_PATH}?${MAIL_LINK_MARKER}`, label: 'Naar je organisatie' },
  );
}

export function refusedMail(facts: OrganisationMailFacts & { organisationName: string; reason: string }): Mail {
  return compose(
    facts,
    `${facts.organisationName} is niet geverifieerd bij ${facts.siteName}`,
    [
      `De redactie heeft je aanvraag voor ${facts.organisationName} bekeken en kan de organisatie niet verifiëren.`,
      'Je vacatures kun je nog steeds plaatsen; de redactie beoordeelt ze dan eerst, zoals altijd.',
    ],
    { href: `${facts.site}${ORGANISATION_PATH}?${MAIL_LINK_MARKER}`, label: 'Naar je organisatie' },
    { label: 'Reden van de redactie:', text: facts.reason },
  );
}

/** Removed by the owner (not on leaving: who leaves knows). The organisation's pages are gone for them, so the link goes to their own. */
export function memberRemovedMail(facts: OrganisationMailFacts & { organisationName: string }): Mail {
  return compose(
    facts,
    `Je bent geen lid meer van ${facts.organisationName} bij ${facts.siteName}`,
    [
      `De eigenaar van ${facts.organisationName} heeft je verwijderd als lid van de organisatie. De vacatures en sollicitaties van ${facts.organisationName} beheer je daardoor niet meer, ook niet de vacatures die je zelf voor de organisatie hebt geplaatst.`,
      'Je account blijft bestaan. Denk je dat dit een vergissing is? Neem dan contact op met de eigenaar van de organisatie.',
    ],
    { href: `${facts.site}${MY_JOBS_PATH}?${MAIL_LINK_MARKER}`, label: 'Naar Mijn vacatures' },
  );
}

/**
 * An editor turned a vacancy down or took it offline. To its poster "je vacature"; to an organisation's
 * owner who did not post it (the poster left), `organisationName` says whose vacancy it is.
 */
export function vacancyRejectedMail(
  facts: OrganisationMailFacts & {
    vacancyTitle: string;
    vacancyId: string;
    reason: string;
    wasOnline: boolean;
    organisationName?: string | null;
  },
): Mail {
  const outcome = facts.wasOnline ? 'offline gehaald' : 'niet goedgekeurd';
  const whose = facts.organisationName ? `De vacature van ${facts.organisationName}` : 'Je vacature';
  const named = facts.organisationName
    ? `de vacature ${facts.vacancyTitle} van ${facts.organisationName}`
    : `je vacature ${facts.vacancyTitle}`;
  return compose(
    facts,
    `${whose} is ${outcome}: ${facts.vacancyTitle}`,
    [
      facts.wasOnline ? `De redactie heeft ${named} offline gehaald.` : `De redactie heeft ${named} bekeken en niet goedgekeurd.`,
      'Pas de vacature aan via de link hieronder; daarna bekijkt de redactie hem opnieuw.',
    ],
    { href: `${facts.site}/jobs/mijn/${encodeURIComponent(facts.vacancyId)}?${MAIL_LINK_MARKER}`, label: 'Vacature bekijken' },
    { label: 'Reden van de redactie:', text: facts.reason },
  );
}

/** A colleague accepted the owner's invitation (issue 46): the owner hears who joined. */
export function memberJoinedMail(facts: OrganisationMailFacts & { organisationName: string; memberName: string }): Mail {
  return compose(
    facts,
    `${facts.memberName} is lid van ${facts.organisationName}`,
    [
      `${facts.memberName} heeft je uitnodiging aangenomen en is nu lid van ${facts.organisationName}.`,
      'Leden plaatsen vacatures namens de organisatie en zien de sollicitaties erop. Op de pagina van je organisatie beheer je de leden.',
    ],
    { href: `${facts.site}${ORGANISATION_PATH}?${MAIL_LINK_MARKER}`, label: 'Organisatie bekijken' },
  );
}

/** An editor approved a vacancy that waited for review (issue 46): it is online now. */
export function vacancyApprovedMail(
  facts: OrganisationMailFacts & { vacancyTitle: string; vacancyPath: string; organisationName?: string | null },
): Mail {
  const named = facts.organisationName
    ? `de vacature ${facts.vacancyTitle} van ${facts.organisationName}`
    : `je vacature ${facts.vacancyTitle}`;
  return compose(
    facts,
    `${facts.organisationName ? `De vacature van ${facts.organisationName}` : 'Je vacature'} staat online: ${facts.vacancyTitle}`,
    [`De redactie heeft ${named} goedgekeurd. Hij staat nu online en bezoekers kunnen solliciteren.`],
    { href: `${facts.site}${facts.vacancyPath}?${MAIL_LINK_MARKER}`, label: 'Vacature bekijken' },
  );
}
