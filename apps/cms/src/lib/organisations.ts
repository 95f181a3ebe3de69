import type { Core } from '@strapi/strapi';
import type { OrganisationRole, OrganisationVerification } from '@vacaturesite/shared';

export const PARTNER_UID = 'api::partner.partner';
export const MEMBER_UID = 'api::organisation-member.organisation-member';

export type Membership = {
  /** The partner's documentId: what routes and the site use. */
  organisationId: string;
  organisationName: string;
  role: OrganisationRole;
  verification: OrganisationVerification | null;
};

type MemberRow = {
  role: OrganisationRole;
  organisation?: { documentId: string; name: string; verification: OrganisationVerification | null } | null;
};

/**
 * Every organisation this account belongs to, with its role. This is the one place the CMS asks "may this
 * account act for that employer": organisation routes, my-jobs and API-key management all go through it,
 * so a member of A never reaches B. Memberships point at the partner's draft row (the editor's
 * working copy); a partner's documentId is the same for its draft and published versions.
 */
export async function membershipsOf(strapi: Core.Strapi, userId: number): Promise<Membership[]> {
  const rows: MemberRow[] = await strapi.db.query(MEMBER_UID).findMany({
    where: { user: { id: userId } },
    select: ['role'],
    populate: { organisation: { select: ['documentId', 'name', 'verification'] } },
  });
  const byOrganisation = new Map<string, Membership>();
  for (const row of rows) {
    const organisation = row.organisation;
    if (!organisation) continue;
    const known = byOrganisation.get(organisation.documentId);
    // An account has at most one role per organisation; should two rows exist, the stronger one counts.
    if (known && known.role === 'owner') continue;
    byOrganisation.set(organisation.documentId, {
      organisationId: organisation.documentId,
      organisationName: organisation.name,
      role: row.role,
      verification: organisation.verification ?? null,
    });
  }
  return [...byOrganisation.values()];
}

/** This account's role in the organisation, or null when it is not a member (treat as 404, never 403). */
export async function roleIn(strapi: Core.Strapi, userId: number, organisationId: string): Promise<OrganisationRole | null> {
  const memberships = await membershipsOf(strapi, userId);
  return memberships.find((membership) => membership.organisationId === organisationId)?.role ?? null;
}

/**
 * Whether the organisation is verified: its vacancies go online without review (issue 39). The form
 * and the ATS API (decision 057) both ask here. The draft row carries the editor's verdict.
 */
export async function isVerified(strapi: Core.Strapi, organisationId: string): Promise<boolean> {
  const count = await strapi.db.query(PARTNER_UID).count({ where: { documentId: organisationId, verification: 'verified' } });
  return count > 0;
}

/** What deciding about one vacancy needs: who posted it and the employer it is linked to. */
export type VacancyOwnership = {
  postedBy?: { id: number } | null;
  employer?: { documentId: string; name?: string; verification?: OrganisationVerification | null } | null;
};

/**
 * Whether an account manages a vacancy (decision 056): a vacancy linked to an organisation (an employer
 * with a verification state) belongs to that organisation's members, whoever posted it, so a member who
 * leaves or is removed no longer sees what they posted for it; any other vacancy belongs to its poster,
 * as before organisations (decision 005).
 */
export function mayManageVacancy(row: VacancyOwnership, userId: number, organisationIds: readonly string[]): boolean {
  const employer = row.employer ?? null;
  if (employer?.verification) return organisationIds.includes(employer.documentId);
  return row.postedBy?.id === userId;
}

/**
 * The my-jobs services' one question "which vacancies may this account manage": a query that finds the
 * candidates (posted by them, or linked to one of their organisations), the populate that `allows`
 * needs, and `allows` itself (mayManageVacancy) for each row found.
 */
export async function vacancyAccess(strapi: Core.Strapi, userId: number) {
  const organisationIds = (await membershipsOf(strapi, userId)).map((membership) => membership.organisationId);
  const candidates: Record<string, unknown>[] = [{ postedBy: { id: userId } }];
  if (organisationIds.length) candidates.push({ employer: { documentId: { $in: organisationIds } } });
  return {
    organisationIds,
    where: { $or: candidates },
    populate: { postedBy: { select: ['id'] }, employer: { select: ['documentId', 'name', 'verification'] } },
    allows: (row: VacancyOwnership) => mayManageVacancy(row, userId, organisationIds),
  };
}

/** An account as a mail to it needs it. */
export type Person = { id: number; email?: string | null; firstName?: string | null; lastName?: string | null };

/** The organisation's one owner (decision 056), or null when it has no members left. */
export async function ownerOf(strapi: Core.Strapi, organisationId: string): Promise<Person | null> {
  const row: { user?: Person | null } | null = await strapi.db.query(MEMBER_UID).findOne({
    where: { organisation: { documentId: organisationId }, role: 'owner' },
    populate: { user: { select: ['id', 'email', 'firstName', 'lastName'] } },
  });
  return row?.user ?? null;
}

/**
 * Who hears of an editor's verdict on a vacancy: whoever manages it by mayManageVacancy's rule. The poster
 * while they may (a visitor's own vacancy always, an organisation's only while they are its member);
 * otherwise an organisation's current owner, so a poster who left or was removed is not mailed about what
 * is no longer theirs. `posterOrganisationIds`: the poster's memberships.
 */
export function vacancyRecipient(row: VacancyOwnership, posterOrganisationIds: readonly string[]): 'poster' | 'owner' | null {
  if (row.postedBy && mayManageVacancy(row, row.postedBy.id, posterOrganisationIds)) return 'poster';
  return row.employer?.verification ? 'owner' : null;
}

/** vacancyRecipient's account, looked up: the poster as given, or the organisation's owner. */
export async function vacancyContact<P extends Person>(
  strapi: Core.Strapi,
  row: { postedBy?: P | null; employer?: { documentId: string; verification?: OrganisationVerification | null } | null },
): Promise<P | Person | null> {
  const posterOrganisationIds = row.postedBy ? (await membershipsOf(strapi, row.postedBy.id)).map((m) => m.organisationId) : [];
  const recipient = vacancyRecipient(row, posterOrganisationIds);
  if (recipient === 'poster') return row.postedBy ?? null;
  return recipient === 'owner' && row.employer ? ownerOf(strapi, row.employer.documentId) : null;
}

/** The organisation a new vacancy of this account is posted for: its one membership, or null. */
export async function postingOrganisation(strapi: Core.Strapi, userId: number): Promise<Membership | null> {
  return (await membershipsOf(strapi, userId))[0] ?? null;
}
