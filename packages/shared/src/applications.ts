/**
 * What happens to an application after "Solliciteer" (issue 17, decision 033): the poster moves it
 * through these states, the applicant sees each one with its date, and every change except
 * `bekeken` mails the applicant. Both apps read the states, the moves and the limits from here.
 */

export const APPLICATION_STATUSES = ['ontvangen', 'bekeken', 'uitgenodigd', 'afgewezen', 'gesloten'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Where each state may go. Nothing goes back to "ontvangen"; an invitation can still end in a "no", and a
 * "no" can be undone by an invitation. "gesloten" is no one's move: closing the vacancy (or its last day
 * passing) gives it to every application still waiting (ontvangen, bekeken) with the one "niet verder
 * behandeld" mail (issue 46), and it is final: neither side acts on it as if the procedure were open.
 */
export const APPLICATION_STATUS_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  ontvangen: ['bekeken', 'uitgenodigd', 'afgewezen'],
  bekeken: ['uitgenodigd', 'afgewezen'],
  uitgenodigd: ['afgewezen'],
  afgewezen: ['uitgenodigd'],
  gesloten: [],
};

/** What the vacancy's end gives to an application still waiting for an answer. */
export const CLOSED_APPLICATION_STATUS: ApplicationStatus = 'gesloten';

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_STATUS_MOVES[from].includes(to);
}

/** The applicant hears of every change but this one: that someone looked is no news worth a mail. */
export const SILENT_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['bekeken'];

/** Still waiting for an answer: these applicants get the one "vacancy closed" mail when it closes or expires. */
export const PENDING_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['ontvangen', 'bekeken'];

export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> = {
  ontvangen: 'Ontvangen',
  bekeken: 'Bekeken',
  uitgenodigd: 'Uitgenodigd',
  afgewezen: 'Afgewezen',
  gesloten: 'Vacature gesloten',
};

/** The poster's optional short message with a status change. */
export const STATUS_MESSAGE_MAX_LENGTH = 1000;

/**
 * CV retention (Autoriteit Persoonsgegevens): delete a CV this many days after the procedure ended
 * (the vacancy closed or expired), or, with the applicant's consent, this many days after applying.
 * Editors can change both in the CMS ("Algemeen"); these are the defaults and the bounds.
 */
export const CV_RETENTION_DAYS = { default: 28, min: 1, max: 365 } as const;
export const CV_CONSENT_RETENTION_DAYS = { default: 365, min: 28, max: 365 } as const;
