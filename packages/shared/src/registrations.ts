/**
 * Event registrations (decision 006): the states a registration has and what the CMS's registration
 * routes answer, which the site shows. The IBAN in an answer is always masked (`maskIban`).
 */

export const REGISTRATION_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** SEPA allows 70 characters for the debtor's name. */
export const ACCOUNT_HOLDER_MAX_LENGTH = 70;

export interface RegistrationView {
  documentId: string;
  status: RegistrationStatus;
  /** 1 = next in line; null unless waitlisted. */
  waitingListPosition: number | null;
  registeredAt: string;
  promotedAt: string | null;
  cancelledAt: string | null;
  event: {
    documentId: string;
    title: string;
    slug: string | null;
    start: string | null;
    end: string | null;
    location: string | null;
    /** false when the event was unpublished or deleted after registering. */
    available: boolean;
  };
  /** Paid events: the SEPA mandate, its IBAN masked (`NL** **** **** **34 56`). */
  payment: {
    amount: number;
    accountHolder: string;
    iban: string | null;
    mandateReference: string | null;
    mandateSignedAt: string | null;
  } | null;
}
