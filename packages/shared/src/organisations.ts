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
