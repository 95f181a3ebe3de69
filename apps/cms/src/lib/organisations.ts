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
