import { randomBytes, randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { siteUrl } from '../../../lib/mail';
import { siteName } from '../../../lib/strapi-helpers';
import { queueMail } from '../../../lib/mail-outbox/outbox';
import { RegistrationError } from '../lib/errors';
import { maskIban } from '@vacaturesite/shared';
import { registrationMail, type RegistrationMailKind } from '../lib/mail';
import { validationError } from '../../../lib/errors';
import { type Failure, parsePayment, type RegistrationRequest } from '../lib/validation';
import { lockRows } from '../../../lib/row-lock';
import { type EventRow, type RegistrationRow, toAmount, toAvailability, toRegistrationView } from '../lib/view';

export const REGISTRATION_UID = 'api::registration.registration';
const EVENT_UID = 'api::event.event';

export interface Visitor {
  id: number;
  documentId: string;
  email: string;
  firstName?: string | null;
}

type PendingMail = { kind: RegistrationMailKind; row: RegistrationRow; event: EventRow | null; position?: number | null };

/** A SEPA mandate reference: at most 35 characters from A–Z and 0–9; ours are `VS` and 16 random ones. */
export function newMandateReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `VS${[...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** Waiting-list order: first come, first served; the id breaks ties within one timestamp. */
const QUEUE_ORDER = [{ registeredAt: 'asc' }, { id: 'asc' }];

/**
 * Registrations for events (decision 006). Every change to the places of one event happens in one
 * transaction that first locks the event: PostgreSQL (and MySQL) take a row lock with
 * `SELECT … FOR UPDATE` on the event's rows, so concurrent registrations for the same event queue up
 * behind it and each counts the places *after* the previous one committed; SQLite has a single
 * connection (knex pool of one), so its transactions never overlap at all. Counting and inserting
 * under that lock is what keeps two visitors from both getting the last place.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const registrations = () => strapi.db.query(REGISTRATION_UID);
  const events = () => strapi.db.query(EVENT_UID);

  const lockEvent = (trx: Knex.Transaction, eventDocumentId: string) => lockRows(strapi, trx, EVENT_UID, 'documentId', eventDocumentId);

  /** The published version of an event, or null. */
  function findEvent(documentId: string): Promise<EventRow | null> {
    return events().findOne({ where: { documentId, publishedAt: { $notNull: true } } });
  }

  const countState = (eventDocumentId: string, state: RegistrationRow['state']) =>
    registrations().count({ where: { eventDocumentId, state } }) as Promise<number>;

  async function waitingListPosition(row: RegistrationRow): Promise<number | null> {
    if (row.state !== 'waitlisted') return null;
    const ahead = await registrations().count({
      where: {
        eventDocumentId: row.eventDocumentId,
        state: 'waitlisted',
        $or: [{ registeredAt: { $lt: row.registeredAt } }, { registeredAt: row.registeredAt, id: { $lt: row.id } }],
      },
    });
    return ahead + 1;
  }

  async function eventsByDocumentId(documentIds: string[]): Promise<Map<string, EventRow>> {
    if (!documentIds.length) return new Map();
    const rows: EventRow[] = await events().findMany({
      where: { documentId: { $in: [...new Set(documentIds)] }, publishedAt: { $notNull: true } },
    });
    return new Map(rows.map((event) => [event.documentId, event]));
  }

  async function ownerOf(row: { id: number }): Promise<Visitor | null> {
    const withUser = await registrations().findOne({
      where: { id: row.id },
      populate: { user: { select: ['id', 'documentId', 'email', 'firstName'] } },
    });
    return withUser?.user ?? null;
  }

  async function queueRegistrationMail(mail: PendingMail, to?: Visitor | null): Promise<void> {
    const recipient = to ?? (await ownerOf(mail.row));
    if (!recipient?.email) return;
    const { row, event } = mail;
    const amount = toAmount(row.amount);
    const message = registrationMail(mail.kind, {
      site: siteUrl(),
      siteName: siteName(strapi),
      firstName: recipient.firstName,
      event: {
        title: event?.title ?? row.eventTitle,
        start: event?.start ?? row.eventStart ?? null,
        location: event?.location,
        address: event?.address,
      },
      payment:
        amount > 0 && row.iban
          ? {
              amount,
              accountHolder: row.accountHolder ?? '',
              ibanMasked: maskIban(row.iban) as string,
              mandateReference: row.mandateReference ?? '',
            }
          : null,
      position: mail.position,
    });
    // Each call is one event (a row can be confirmed, cancelled and confirmed again): a key of its own.
    await queueMail(strapi, { key: `registration-${mail.kind}:${row.documentId}:${randomUUID()}`, to: recipient.email, mail: message });
  }

  /**
   * Into the mail outbox (decision 046) in the registration's own transaction: the mails exist exactly
   * when the place does (nobody is told of one that was rolled back), and a mail server that is away
   * delays them instead of losing them. A confirmation carries the SEPA mandate, a promotion a place.
   */
  async function queueMails(mails: PendingMail[], to?: Visitor): Promise<void> {
    for (const mail of mails) await queueRegistrationMail(mail, mail.kind === 'promoted' ? null : to);
  }

  /** After a place came free: the first on the waiting list get it, as many as there are places. */
  async function promoteWaitingList(event: EventRow, now: Date): Promise<PendingMail[]> {
    if (typeof event.capacity !== 'number') return [];
    const free = event.capacity - (await countState(event.documentId, 'confirmed'));
    if (free <= 0) return [];
    const next: RegistrationRow[] = await registrations().findMany({
      where: { eventDocumentId: event.documentId, state: 'waitlisted' },
      orderBy: QUEUE_ORDER,
      limit: free,
    });
    const mails: PendingMail[] = [];
    for (const row of next) {
      const promoted = await registrations().update({ where: { id: row.id }, data: { state: 'confirmed', promotedAt: now } });
      mails.push({ kind: 'promoted', row: promoted, event });
    }
    return mails;
  }

  const isUnderway = (event: EventRow, now: Date) => new Date(event.start).getTime() <= now.getTime();

  const service = {
    /**
     * Registers the visitor for a published, upcoming event: a place when there is one, else the
     * waiting list. Paid events need a SEPA mandate in `payment` (checked here, where the price is
     * known); for free events it is ignored and nothing of it is stored.
     */
    async register(visitor: Visitor, { event: eventDocumentId, payment }: RegistrationRequest) {
      return strapi.db.transaction(async ({ trx }) => {
        await lockEvent(trx, eventDocumentId);
        // Taken under the lock: registeredAt orders the waiting list, so it must follow the order in
        // which registrations get the lock, or two racing visitors can share a position (seen on PostgreSQL).
        const now = new Date();
        const event = await findEvent(eventDocumentId);
        if (!event) throw new RegistrationError('event-not-found');
        if (isUnderway(event, now)) throw new RegistrationError('event-started');

        const existing: RegistrationRow | null = await registrations().findOne({ where: { eventDocumentId, user: { id: visitor.id } } });
        if (existing && existing.state !== 'cancelled')
          throw new RegistrationError('already-registered', { registration: existing.documentId });

        const price = toAmount(event.price);
        const parsed = price > 0 ? parsePayment(payment) : null;
        if (parsed && parsed.ok === false) throw validationError(parsed as Failure);
        const sepa = parsed?.ok ? parsed.value : null;
        const confirmed = await countState(eventDocumentId, 'confirmed');
        const hasPlace = typeof event.capacity !== 'number' || confirmed < event.capacity;
        const data = {
          state: hasPlace ? ('confirmed' as const) : ('waitlisted' as const),
          eventDocumentId,
          eventTitle: event.title,
          eventStart: event.start,
          registeredAt: now,
          promotedAt: null,
          cancelledAt: null,
          amount: price,
          accountHolder: sepa?.accountHolder ?? null,
          iban: sepa?.iban ?? null,
          mandateReference: sepa ? newMandateReference() : null,
          mandateSignedAt: sepa ? now : null,
        };
        // One row per visitor and event: a cancelled registration is taken up again.
        const row: RegistrationRow = existing
          ? await registrations().update({ where: { id: existing.id }, data })
          : await strapi.documents(REGISTRATION_UID).create({ data: { ...data, user: visitor.documentId } });
        const position = await waitingListPosition(row);
        await queueMails([{ kind: hasPlace ? 'confirmed' : 'waitlisted', row, event, position }], visitor);
        return toRegistrationView(row, event, position);
      });
    },

    /**
     * Cancels the visitor's own registration for an event that has not started. A freed place goes to
     * the waiting list at once. null when the registration is not theirs (or does not exist).
     */
    async cancel(visitor: Visitor, documentId: string) {
      const mine = await service.findOwnRow(visitor.id, documentId);
      if (!mine) return null;
      const now = new Date();
      return strapi.db.transaction(async ({ trx }) => {
        await lockEvent(trx, mine.eventDocumentId);
        const row: RegistrationRow = await registrations().findOne({ where: { id: mine.id } });
        if (row.state === 'cancelled') throw new RegistrationError('already-cancelled');
        const event = await findEvent(row.eventDocumentId);
        if (event && isUnderway(event, now)) throw new RegistrationError('event-started');
        const cancelled: RegistrationRow = await registrations().update({
          where: { id: row.id },
          data: { state: 'cancelled', cancelledAt: now },
        });
        const promotions = row.state === 'confirmed' && event ? await promoteWaitingList(event, now) : [];
        await queueMails([{ kind: 'cancelled', row, event }, ...promotions], visitor);
        return toRegistrationView(cancelled, event);
      });
    },

    findOwnRow(userId: number, documentId: string): Promise<RegistrationRow | null> {
      return registrations().findOne({ where: { documentId, user: { id: userId } } });
    },

    /** One of the visitor's own registrations (any state), or null. */
    async findOwn(userId: number, documentId: string) {
      const row = await service.findOwnRow(userId, documentId);
      if (!row) return null;
      const event = await findEvent(row.eventDocumentId);
      return toRegistrationView(row, event, await waitingListPosition(row));
    },

    /** The visitor's registrations that are not cancelled, soonest event first; optionally for one event. */
    async listOwn(userId: number, eventDocumentId?: string) {
      const rows: RegistrationRow[] = await registrations().findMany({
        where: { user: { id: userId }, state: { $ne: 'cancelled' }, ...(eventDocumentId ? { eventDocumentId } : {}) },
        orderBy: [{ eventStart: 'asc' }, { id: 'asc' }],
      });
      const eventMap = await eventsByDocumentId(rows.map((row) => row.eventDocumentId));
      return Promise.all(
        rows.map(async (row) => toRegistrationView(row, eventMap.get(row.eventDocumentId) ?? null, await waitingListPosition(row))),
      );
    },

    /** Places taken and waiting for a published event (public); null for an unknown event. */
    async availability(eventDocumentId: string) {
      const event = await findEvent(eventDocumentId);
      if (!event) return null;
      const [taken, waiting] = await Promise.all([countState(eventDocumentId, 'confirmed'), countState(eventDocumentId, 'waitlisted')]);
      return toAvailability(event.capacity, taken, waiting);
    },

    /**
     * Account deletion (lib/account-data.ts): the visitor's places for upcoming events go to the
     * waiting list first, then all their registrations are deleted. Runs inside the deletion's
     * transaction; promotion mails are queued in it and go out when that commits.
     */
    async deleteAllFor(userId: number) {
      const now = new Date();
      await strapi.db.transaction(async ({ trx }) => {
        const rows: RegistrationRow[] = await registrations().findMany({
          where: { user: { id: userId } },
          orderBy: [{ eventDocumentId: 'asc' }],
        });
        const mails: PendingMail[] = [];
        for (const row of rows) {
          if (row.state !== 'confirmed') continue;
          // Locks are taken in documentId order, so two deletions never wait on each other in a circle.
          await lockEvent(trx, row.eventDocumentId);
          await registrations().update({ where: { id: row.id }, data: { state: 'cancelled', cancelledAt: now } });
          const event = await findEvent(row.eventDocumentId);
          if (event && !isUnderway(event, now)) mails.push(...(await promoteWaitingList(event, now)));
        }
        if (rows.length) await registrations().deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
        await queueMails(mails);
      });
    },
  };
  return service;
};
