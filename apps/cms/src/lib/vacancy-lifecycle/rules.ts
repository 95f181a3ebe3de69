/**
 * The rules of a vacancy's life (issue 46, decision 056/057), as pure functions every door calls: the
 * employer's form (/jobs/mijn), the ATS API (/api/v1), the editors' queue and Strapi's admin (through
 * the document hooks). lifecycle.ts applies them to the database; rules.test.ts drives random
 * sequences of events through `nextState` and checks the invariants.
 */
export type ReviewStatus = 'awaiting_review' | 'approved' | 'rejected' | null;

/** What deciding about a vacancy needs to know of it. */
export type VacancyState = {
  reviewStatus: ReviewStatus;
  /** A published version exists (the public sees it). */
  online: boolean;
  closed: boolean;
  /** The editor's reason with a rejection. */
  reviewNote: string | null;
  /** Linked to a verified organisation: its changes go online without review (decision 056). */
  trusted: boolean;
};

/**
 * Turned down by an editor and not approved since. The reason (`reviewNote`) is written with every
 * rejection and cleared only by an approval, so it marks this also after the poster's first change has
 * set the state back to awaiting review (a second change must not publish it: found by rules.test.ts).
 */
export const turnedDown = (state: Pick<VacancyState, 'reviewStatus' | 'reviewNote'>) =>
  state.reviewStatus === 'rejected' || !!state.reviewNote;

/**
 * A change by whoever posts it (the form or the API): it waits for review, and goes online at once only
 * for a verified organisation whose vacancy an editor has not turned down. After a rejection every change
 * goes back to the editors, whoever sent it, and the reason stays until an editor decides again.
 */
export function afterPosterChange(state: Pick<VacancyState, 'reviewStatus' | 'reviewNote' | 'trusted'>): {
  reviewStatus: 'awaiting_review';
  publish: boolean;
} {
  return { reviewStatus: 'awaiting_review', publish: state.trusted && !turnedDown(state) };
}

/** An editor approves what waits for review (the queue's Goedkeuren); the admin's Publish approves whatever it publishes. */
export const mayApprove = (state: Pick<VacancyState, 'reviewStatus'>) => state.reviewStatus === 'awaiting_review';

/** An editor turns down what waits for review, or takes offline what is online. */
export const mayReject = (state: Pick<VacancyState, 'reviewStatus' | 'online'>) => state.online || state.reviewStatus === 'awaiting_review';

/**
 * The name a vacancy shows: its organisation's, whatever a door sent (a colleague's typo, an ATS's
 * own spelling); without an organisation, what the poster typed.
 */
export function employerNameFor(typed: string | null | undefined, organisationName: string | null | undefined): string | null {
  return organisationName?.trim() || typed?.trim() || null;
}

export type LifecycleEvent =
  | { type: 'change' }
  | { type: 'approve' }
  | { type: 'reject'; reason: string }
  | { type: 'close' }
  | { type: 'reopen' }
  | { type: 'verify' }
  | { type: 'unverify' };

/**
 * One event applied to a vacancy's state, or `null` when the rules refuse it. The model the property
 * tests walk; the database code calls the same functions above.
 */
export function nextState(state: VacancyState, event: LifecycleEvent): VacancyState | null {
  switch (event.type) {
    case 'change': {
      const change = afterPosterChange(state);
      return change.publish
        ? { ...state, reviewStatus: 'approved', reviewNote: null, online: true }
        : { ...state, reviewStatus: change.reviewStatus };
    }
    case 'approve':
      return mayApprove(state) ? { ...state, reviewStatus: 'approved', reviewNote: null, online: true } : null;
    case 'reject':
      return mayReject(state) ? { ...state, reviewStatus: 'rejected', reviewNote: event.reason, online: false } : null;
    case 'close':
      return { ...state, closed: true };
    case 'reopen':
      return { ...state, closed: false };
    case 'verify':
      return { ...state, trusted: true };
    case 'unverify':
      return { ...state, trusted: false };
  }
}

/** Open for applications and in the lists: online and not closed (the valid-through date aside). */
export const isOpenState = (state: Pick<VacancyState, 'online' | 'closed'>) => state.online && !state.closed;
