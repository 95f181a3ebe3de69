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
