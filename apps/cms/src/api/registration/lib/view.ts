import { maskIban, type RegistrationStatus, type RegistrationView } from '@vacaturesite/shared';

/**
 * What the registration routes answer: the visitor's own registration, never the full IBAN (editors
 * see that in the admin only). Rows come from the database; `event` is the published event when it
 * still exists, else the title and start stored at registration time are used.
 */

export interface RegistrationRow {
  id: number;
  documentId: string;
  /** `state`, not `status`: Strapi's admin puts its own draft/published `status` on every entry. */
  state: RegistrationStatus;
  eventDocumentId: string;
  eventTitle: string;
  eventStart?: string | Date | null;
  registeredAt: string | Date;
  promotedAt?: string | Date | null;
  cancelledAt?: string | Date | null;
  amount?: number | string | null;
  accountHolder?: string | null;
  iban?: string | null;
  mandateReference?: string | null;
  mandateSignedAt?: string | Date | null;
}

export interface EventRow {
  id: number;
  documentId: string;
  title: string;
  slug?: string | null;
  start: string | Date;
  end?: string | Date | null;
  location?: string | null;
  address?: string | null;
  capacity?: number | null;
  price?: number | string | null;
}

const iso = (value: string | Date | null | undefined): string | null => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** Decimals come back as numbers from SQLite and as strings from PostgreSQL. */
export const toAmount = (value: number | string | null | undefined): number => {
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
};

export function toRegistrationView(
  row: RegistrationRow,
  event: EventRow | null,
  waitingListPosition: number | null = null,
): RegistrationView {
  const amount = toAmount(row.amount);
  return {
    documentId: row.documentId,
    status: row.state,
    waitingListPosition: row.state === 'waitlisted' ? waitingListPosition : null,
    registeredAt: iso(row.registeredAt) as string,
    promotedAt: iso(row.promotedAt),
    cancelledAt: iso(row.cancelledAt),
    event: {
      documentId: row.eventDocumentId,
      title: event?.title ?? row.eventTitle,
      slug: event?.slug ?? null,
      start: iso(event?.start ?? row.eventStart),
      end: iso(event?.end),
      location: event?.location ?? null,
      available: Boolean(event),
    },
    payment:
      amount > 0 || row.iban
        ? {
            amount,
            accountHolder: row.accountHolder ?? '',
            iban: maskIban(row.iban),
            mandateReference: row.mandateReference ?? null,
            mandateSignedAt: iso(row.mandateSignedAt),
          }
        : null,
  };
}

/** Places per event for the public event page. `capacity` null = no limit. */
export interface Availability {
  capacity: number | null;
  taken: number;
  placesLeft: number | null;
  waitingList: number;
}

export function toAvailability(capacity: number | null | undefined, taken: number, waitingList: number): Availability {
  const limit = typeof capacity === 'number' && capacity >= 0 ? capacity : null;
  return { capacity: limit, taken, placesLeft: limit === null ? null : Math.max(0, limit - taken), waitingList };
}
