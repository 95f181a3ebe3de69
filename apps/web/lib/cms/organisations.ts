import { ORGANISATION_REFUSALS, type OrganisationRole, type OrganisationVerification } from '@vacaturesite/shared/organisations';
import { cmsFetch } from './client';
import { isCmsError } from './errors';
import type { VisitorFetch } from './my-jobs';

/**
 * The CMS half of organisations (decision 056): the project's /api/organisations routes, which act
 * only for the signed-in account behind the token. Another organisation's id is a 404 there, which the
 * getters turn into null; the changing calls throw, and organisationFailure words the failure in Dutch.
 */
export type OrganisationMember = {
  documentId: string;
  role: OrganisationRole;
  firstName: string;
  lastName: string;
  email: string;
  since: string;
  me: boolean;
};
export type OrganisationInvite = { documentId: string; email: string; expiresAt: string };
export type Organisation = {
  documentId: string;
  name: string;
  website: string | null;
  description: string;
  placeName: string | null;
  verification: OrganisationVerification | null;
  verificationNote: string | null;
  role: OrganisationRole;
  members: OrganisationMember[];
  invites: OrganisationInvite[];
};
export type PendingInvitation = { documentId: string; organisationName: string; expiresAt: string };
export type InvitePreview = { organisationName: string; email: string; expiresAt: string };
export type ClaimInput = { name: string; website: string | null; place: string | null; description: string };

const id = (documentId: string) => encodeURIComponent(documentId);
const data = <T>(answer: unknown): T => (answer as { data?: T } | null)?.data as T;

/** What the visitor reads when a call fails: the CMS's refusal in Dutch, or a general message. */
export function organisationFailure(error: unknown): string {
  if (!isCmsError(error)) return 'Er ging iets mis. Probeer het later opnieuw.';
  const details = (error.body as { error?: { details?: { code?: unknown; errors?: Array<{ path?: string[] }> } } } | null)?.error?.details;
  const code = typeof details?.code === 'string' ? details.code : null;
  if (code && code in ORGANISATION_REFUSALS) return ORGANISATION_REFUSALS[code as keyof typeof ORGANISATION_REFUSALS];
  if (code === 'invalid-link' || error.status === 404)
    return 'Deze link of uitnodiging bestaat niet (meer). Hij is al gebruikt of verlopen.';
  if (error.status === 429) return 'Je hebt het afgelopen uur te veel uitnodigingen verstuurd. Probeer het later opnieuw.';
  if (error.status === 401 || error.status === 403) return 'Log opnieuw in om verder te gaan.';
  const field = details?.errors?.[0]?.path?.[0];
  if (error.status === 400 && field) return FIELD_MESSAGES[field] ?? 'Controleer de gegevens en probeer het opnieuw.';
  return 'Er ging iets mis. Probeer het later opnieuw.';
}

const FIELD_MESSAGES: Record<string, string> = {
  name: 'Vul de naam van de organisatie in (2 tot 120 tekens).',
  description: 'Beschrijf de organisatie in minstens 20 tekens (hoogstens 2000).',
  website: 'Vul een website in die begint met http:// of https://, of laat het veld leeg.',
  place: 'Kies een plaats uit de lijst, of laat het veld leeg.',
  email: 'Vul een geldig e-mailadres in.',
};

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
}

export function organisationsApi(fetch: VisitorFetch) {
  const get = <T>(path: string) => fetch<unknown>(path, { cache: 'no-store' }).then(data<T>);
  const send = <T>(method: string, path: string, body?: unknown) => fetch<unknown>(path, { method, body, cache: 'no-store' }).then(data<T>);
  return {
    mine: () => get<{ organisation: Organisation | null; invitations: PendingInvitation[] }>('/organisations/mine'),
    organisation: (documentId: string) => orNull(get<Organisation>(`/organisations/${id(documentId)}`)),
    claim: (input: ClaimInput) => send<Organisation>('POST', '/organisations', { data: input }),
    invite: (organisationId: string, email: string) =>
      send<Organisation>('POST', `/organisations/${id(organisationId)}/invites`, { data: { email } }),
    revokeInvite: (organisationId: string, inviteId: string) =>
      send<Organisation>('DELETE', `/organisations/${id(organisationId)}/invites/${id(inviteId)}`),
    removeMember: (organisationId: string, memberId: string) =>
      send<Organisation | null>('DELETE', `/organisations/${id(organisationId)}/members/${id(memberId)}`),
    handOver: (organisationId: string, memberId: string) =>
      send<Organisation>('PUT', `/organisations/${id(organisationId)}/owner`, { data: { member: memberId } }),
    leave: (organisationId: string) => send<null>('POST', `/organisations/${id(organisationId)}/leave`),
    acceptInvite: (token: string) => send<Organisation>('POST', `/organisation-invites/${id(token)}/accept`),
    acceptPending: (inviteId: string) => send<Organisation>('POST', `/organisation-invites/pending/${id(inviteId)}/accept`),
  };
}

/** The mailed link's preview, without a session; null for an unknown, used or expired link. */
export function fetchInvitePreview(token: string): Promise<InvitePreview | null> {
  return orNull(cmsFetch<unknown>(`/organisation-invites/${id(token)}`, { cache: 'no-store' }).then(data<InvitePreview>));
}
