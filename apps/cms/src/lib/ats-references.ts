/**
 * An ATS's own reference for a vacancy (decision 057): one row per (organisation, reference), kept once
 * by a unique index (bootstrap/database-indexes.ts), not by a check-then-insert. The row is written
 * before the vacancy (a claim): of two requests with the same new reference, the database lets one
 * insert and the other fails, waits for the winner's vacancy and updates that one.
 */
export const REFERENCE_UID = 'api::ats.vacancy-reference';

/** What an ATS may use as its reference: its own ids, requisition numbers (no slash: it is a path segment). */
export const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;
export const isReference = (value: unknown): value is string => typeof value === 'string' && REFERENCE_PATTERN.test(value);
