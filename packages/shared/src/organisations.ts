/**
 * Employers as organisations (issue 39). An organisation is the existing partner (employer profile);
 * accounts belong to it as members. Defined once here for the CMS and the site.
 */
export const ORGANISATION_ROLES = ['owner', 'member'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

/**
 * A partner's state as an organisation: `claimed` by a visitor and waiting for an editor, `verified`
 * (its vacancies go online without review), `refused` (with a reason mailed to the claimant). A partner
 * an editor made without a claim has no state: it has no members until an editor or claim adds them.
 */
export const ORGANISATION_VERIFICATIONS = ['claimed', 'verified', 'refused'] as const;
export type OrganisationVerification = (typeof ORGANISATION_VERIFICATIONS)[number];

/** An invitation link works this long, once (decision 056). */
export const ORGANISATION_INVITE_TTL_DAYS = 7;
/** Open (unused, unexpired) invitations one organisation may have at a time. */
export const ORGANISATION_OPEN_INVITES_MAX = 10;
/** Invitations one account may send per hour, across instances (rate limit). */
export const ORGANISATION_INVITES_PER_HOUR = 20;
/** What an editor writes when refusing a claim or taking a vacancy offline. */
export const ORGANISATION_NOTE_MAX_LENGTH = 1000;
/** An editor's reason is read by the employer: a word or two at least, not "nee". */
export const ORGANISATION_NOTE_MIN_LENGTH = 5;
export const ORGANISATION_NAME_MAX_LENGTH = 120;

/**
 * Issue 48: an organisation's name goes into the invitation mails the site sends to any address a member
 * types, before an editor has looked at it ("Uw account verloopt: log in op https://evil.example/login").
 * A name is a name: letters, digits, spaces and the marks company names use (& ' . , ( ) - + / !), no web
 * or e-mail address and no colon. "Booking.com" and "A/B Bouw" stay names; "www.x.nl" or "x.nl/login" do not.
 */
const ORGANISATION_NAME_ALPHABET = /^[\p{L}\p{M}\p{N} &'’.,()+\-/!]+$/u;
const ORGANISATION_NAME_ADDRESS = /:\/\/|\bwww\.|@|\.\p{L}{2,}\/|^\/|\/\//iu;
export const ORGANISATION_NAME_RULE =
  "Vul alleen de naam van de organisatie in (2 tot 120 tekens): letters, cijfers en & ' . , ( ) - + / !, zonder webadres of e-mailadres.";

export function organisationNameProblem(name: string): 'length' | 'address' | 'characters' | null {
  const trimmed = name.trim();
  if (trimmed.length < 2 || trimmed.length > ORGANISATION_NAME_MAX_LENGTH) return 'length';
  if (ORGANISATION_NAME_ADDRESS.test(trimmed)) return 'address';
  if (!ORGANISATION_NAME_ALPHABET.test(trimmed)) return 'characters';
  return null;
}
export const ORGANISATION_DESCRIPTION_MAX_LENGTH = 2000;

/**
 * Every refusal of the organisation routes, by the code the CMS answers with (400/409
 * `details.code`), in the Dutch the site shows. The CMS puts the same text in `message`.
 */
export const ORGANISATION_REFUSALS = {
  'already-member': 'Je hoort al bij een organisatie. Een account kan bij één organisatie horen.',
  'invitee-already-member': 'Dit e-mailadres hoort al bij deze organisatie.',
  'invitee-already-invited': 'Dit e-mailadres heeft al een openstaande uitnodiging.',
  'too-many-invites': `Er staan al ${ORGANISATION_OPEN_INVITES_MAX} uitnodigingen open. Trek er een in of wacht tot ze zijn gebruikt of verlopen.`,
  'invite-other-address': 'Deze uitnodiging is verstuurd naar een ander e-mailadres. Log in met het adres waarop je de uitnodiging kreeg.',
  'owner-only': 'Alleen de eigenaar van de organisatie kan dit doen.',
  'owner-cannot-leave': 'Als eigenaar kun je niet vertrekken. Draag eerst het eigendom over aan een collega.',
  'already-owner': 'Deze persoon is al de eigenaar.',
  'not-claimed': 'Deze organisatie is al beoordeeld.',
  'not-awaiting-review': 'Deze vacature wacht niet op beoordeling.',
  'not-online': 'Deze vacature staat niet online.',
} as const;
export type OrganisationRefusalCode = keyof typeof ORGANISATION_REFUSALS;

/** Lower-cased and trimmed: how invitation addresses are stored and compared. */
export const normaliseInviteEmail = (value: string) => value.trim().toLowerCase();
