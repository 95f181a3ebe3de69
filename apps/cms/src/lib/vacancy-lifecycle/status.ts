import { isOpenVacancy, type PostedStatus } from '@vacaturesite/shared';

/**
 * What a poster sees as the state of one of their vacancies, from the draft (what they last wrote,
 * with the editor's verdict) and the published version (what the public sees), if there is one.
 */

export type ReviewStatus = 'awaiting_review' | 'approved' | 'rejected' | null;

export function postedStatus(
  draft: { reviewStatus?: ReviewStatus; closed?: boolean | null; validThrough?: string | null },
  published: { validThrough?: string | null } | null,
  today: string,
): PostedStatus {
  if (draft.closed) return 'closed';
  const validThrough = (published ?? draft).validThrough;
  if (validThrough && validThrough < today) return 'expired';
  if (published) {
    if (draft.reviewStatus === 'awaiting_review') return 'changes_pending';
    if (draft.reviewStatus === 'rejected') return 'changes_rejected';
    return 'published';
  }
  if (draft.reviewStatus === 'rejected') return 'rejected';
  // Approved once, but an editor took it offline (unpublished) since.
  return draft.reviewStatus === 'approved' ? 'offline' : 'awaiting_review';
}

/** Open for applications: published, not closed, not past its valid-through date. */
export function isOpen(published: { closed?: boolean | null; validThrough?: string | null } | null, today: string): boolean {
  return !!published && isOpenVacancy(published, today);
}
