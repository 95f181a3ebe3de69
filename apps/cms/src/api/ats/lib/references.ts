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

/** A unique index refused the insert, on SQLite or PostgreSQL (however Strapi wraps knex's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth += 1
  ) {
    if (current.code === '23505' || current.code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
    if (
      typeof current.message === 'string' &&
      /UNIQUE constraint failed|duplicate key value violates unique constraint/i.test(current.message)
    )
      return true;
    current = current.cause as typeof current;
  }
  return false;
}
