/**
 * ORGANISATION_NOTE_MIN_LENGTH and _MAX_LENGTH of packages/shared, which the CMS checks: the admin's
 * bundle cannot read that CommonJS package, so reason-limits.test.ts holds the two equal.
 */
export const REASON_LIMITS = { min: 5, max: 1000 } as const;
