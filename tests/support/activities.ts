import { randomBytes } from 'node:crypto';
import { runSql } from './database';

/**
 * Copies of one of an applicant's record entries (application_activities row `sourceId`), behind the CMS's
 * back, linked to the same account: the largest record in two statements (PostgreSQL connects for each). A
 * VALUES list's columns are column1, column2, … on both engines. Each copy's employer is `${marker} n`,
 * padded to `employerLength` when given (the longest field the form takes).
 */
export async function copyActivity(sourceId: number, count: number, marker: string, employerLength = 0): Promise<void> {
  const copies = Array.from({ length: count }, (_, n) => [
    randomBytes(12).toString('hex'),
    `${marker} ${n + 1}`.padEnd(employerLength, ' en Zonen'),
  ]);
  await runSql(
    `INSERT INTO application_activities (document_id, date, employer, job_title, method, result, created_at, updated_at, published_at)
     SELECT copy.column1, a.date, copy.column2, a.job_title, a.method, a.result, a.created_at, a.updated_at, a.published_at
     FROM application_activities a, (VALUES ${copies.map(() => '(?, ?)').join(', ')}) AS copy WHERE a.id = ?`,
    [...copies.flat(), sourceId],
  );
  await runSql(
    `INSERT INTO application_activities_user_lnk (application_activity_id, user_id)
     SELECT a.id, l.user_id FROM application_activities a, application_activities_user_lnk l WHERE a.employer LIKE ? AND l.application_activity_id = ?`,
    [`${marker} %`, sourceId],
  );
}
