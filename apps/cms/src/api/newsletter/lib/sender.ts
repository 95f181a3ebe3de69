import { randomBytes } from 'node:crypto';
import type { Core, Data } from '@strapi/strapi';
import { now } from '../../../lib/clock';
import { siteUrl } from '../../../lib/mail';
import { siteName } from '../../../lib/strapi-helpers';
import { listUnsubscribeHeaders, oneClickUnsubscribeUrl, unsubscribePageUrl } from './links';
import { type NewsletterContent, newsletterMail, selectForSubscriber } from './mail';
import {
  ACTIVE_SEND_STATES,
  type DeliveryEvent,
  type DeliveryState,
  LEASE_CHECK_MS,
  MAX_CLAIMS,
  canQueue,
  deliveryMessageId,
  fromStateFor,
  leaseEndedBefore,
  mailsPerMinute,
  nextDeliveryState,
  summarize,
} from './queue';
import { waitBeforeNextMail } from './pace';
import { unsubscribeKey, unsubscribeToken } from './tokens';
import { DELIVERY_UID, NEWSLETTER_UID, SUBSCRIBER_UID } from '../../../lib/newsletter-uids';
import { storedInterests } from './validation';

/**
 * The newsletter sender (decisions 008 and 037): one loop per CMS process that works through the
 * delivery rows of queued newsletters, throttled to NEWSLETTER_MAILS_PER_MINUTE. Every state lives in
 * the database, so a restart picks up where it stopped, and several CMS instances can send one
 * newsletter side by side: each row is claimed by one of them; see ./queue.ts for the claims' lease.
 */

type NewsletterRow = Data.ContentType<typeof NEWSLETTER_UID>;
type DeliveryRow = Data.ContentType<typeof DELIVERY_UID>;
type SubscriberRow = Data.ContentType<typeof SUBSCRIBER_UID>;
const DELIVERY_STATES: DeliveryState[] = ['pending', 'claimed', 'sent', 'failed'];

/** documentIds like Strapi's own (24 lowercase letters and digits), for rows inserted in bulk. */
function newDocumentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(24)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

export type QueueAnswer = { status: 'queued' | 'already-queued' | 'not-found'; newsletter?: NewsletterRow };

export function createNewsletterSender(strapi: Core.Strapi) {
  const db = (uid: typeof NEWSLETTER_UID | typeof DELIVERY_UID | typeof SUBSCRIBER_UID) => strapi.db.query(uid);
  const perMinute = mailsPerMinute();
  let stopping = false;
  let running: Promise<void> | null = null;
  let lastStartedAt: number | null = null;
  let wakeSleeper: (() => void) | null = null;
  let leaseChecks: NodeJS.Timeout | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleeper = null;
        resolve();
      }
      wakeSleeper = done;
    });

  /** Conditional update: moves the row only if nobody else moved it first. true when this call did. */
  async function move(delivery: DeliveryRow, event: DeliveryEvent, extra: Record<string, unknown> = {}): Promise<boolean> {
    const from = fromStateFor(event);
    const to = nextDeliveryState(from, event);
    if (!to) return false;
    const { count } = await db(DELIVERY_UID).updateMany({
      where: { id: delivery.id, state: from },
      data: { state: to, updatedAt: new Date(), ...extra },
    });
    return count === 1;
  }

  async function counters(newsletterDocumentId: string) {
    const counts: Partial<Record<DeliveryState, number>> = {};
    for (const state of DELIVERY_STATES) counts[state] = await db(DELIVERY_UID).count({ where: { newsletterDocumentId, state } });
    return summarize(counts);
  }

  async function writeCounters(newsletter: NewsletterRow) {
    const { done, ...numbers } = await counters(newsletter.documentId);
    await db(NEWSLETTER_UID).update({ where: { id: newsletter.id }, data: numbers });
    return done;
  }

  /** The newsletter's text and picked items, published versions only (a draft never goes out). */
  async function loadContent(newsletter: NewsletterRow): Promise<NewsletterContent> {
    const withRelations = await strapi
      .documents(NEWSLETTER_UID)
      .findOne({ documentId: newsletter.documentId, populate: ['vacancies', 'events', 'newsItems'] });
    const documentIds = (items: Array<{ documentId: string }> | undefined) => [...new Set((items ?? []).map((item) => item.documentId))];
    const vacancyIds = documentIds(withRelations?.vacancies);
    const vacancies = vacancyIds.length
      ? await strapi
          .documents('api::vacancy.vacancy')
          .findMany({ filters: { documentId: { $in: vacancyIds } }, status: 'published', populate: ['category'] })
      : [];
    const eventIds = documentIds(withRelations?.events);
    const events = eventIds.length
      ? await strapi
          .documents('api::event.event')
          .findMany({ filters: { documentId: { $in: eventIds } }, status: 'published', populate: [] })
      : [];
    const newsIds = documentIds(withRelations?.newsItems);
    const news = newsIds.length
      ? await strapi
          .documents('api::news-item.news-item')
          .findMany({ filters: { documentId: { $in: newsIds } }, status: 'published', populate: [] })
      : [];
    return {
      subject: newsletter.subject,
      body: withRelations?.body ?? newsletter.body,
      vacancies: vacancies.map((v) => ({
        documentId: v.documentId,
        slug: v.slug,
        title: v.title,
        summary: v.summary,
        categoryDocumentId: v.category?.documentId ?? null,
      })),
      events: events.map((e) => ({ documentId: e.documentId, slug: e.slug, title: e.title, start: e.start, location: e.location })),
      news: news.map((n) => ({ documentId: n.documentId, slug: n.slug, title: n.title, summary: n.summary })),
    };
  }

  /**
   * Claims whose lease ended (their sender died between claim and mark) go back to pending, or to
   * failed after MAX_CLAIMS; a younger claim is a mail in flight, here or in another instance.
   */
  async function takeBackEndedClaims() {
    const ended = { state: 'claimed', claimedAt: { $lt: leaseEndedBefore(now()) } };
    const { count: again } = await db(DELIVERY_UID).updateMany({
      where: { ...ended, $or: [{ claims: { $null: true } }, { claims: { $lt: MAX_CLAIMS } }] },
      data: { state: nextDeliveryState('claimed', 'lease-ended'), updatedAt: new Date() },
    });
    const { count: givenUp } = await db(DELIVERY_UID).updateMany({
      where: ended,
      data: {
        state: nextDeliveryState('claimed', 'gave-up'),
        updatedAt: new Date(),
        error: `Onderbroken tijdens het versturen, ${MAX_CLAIMS} keer; niet opnieuw geprobeerd`,
      },
    });
    if (again || givenUp) strapi.log.warn(`newsletter: ${again} cut-off deliveries to send again, ${givenUp} given up`);
  }

  async function deliver(delivery: DeliveryRow, content: NewsletterContent) {
    const subscriber = (await db(SUBSCRIBER_UID).findOne({ where: { documentId: delivery.subscriberDocumentId } })) as SubscriberRow | null;
    if (!subscriber || subscriber.state !== 'confirmed') {
      await move(delivery, 'failed', { error: 'Afgemeld voordat deze nieuwsbrief verstuurd werd' });
      return;
    }
    const site = siteUrl();
    const token = unsubscribeToken(subscriber.documentId, unsubscribeKey());
    const mail = newsletterMail({
      site,
      siteName: siteName(strapi),
      content: selectForSubscriber(content, storedInterests(subscriber.interests)),
      unsubscribeHref: unsubscribePageUrl(site, subscriber.documentId, token),
    });
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({
          to: subscriber.email,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: listUnsubscribeHeaders(oneClickUnsubscribeUrl(site, subscriber.documentId, token)),
          messageId: deliveryMessageId(delivery.documentId, new URL(site).hostname),
        });
      await move(delivery, 'sent', { sentAt: new Date() });
    } catch (error) {
      strapi.log.error(`newsletter ${delivery.newsletterDocumentId}: delivery ${delivery.id} failed: ${(error as Error).message}`);
      await move(delivery, 'failed', { error: String((error as Error).message).slice(0, 1000) });
    }
  }

  /** Sends the newsletter's pending rows; true when it is finished (no row pending or claimed anywhere). */
  async function work(newsletter: NewsletterRow): Promise<boolean> {
    if (newsletter.sendState === 'queued')
      await db(NEWSLETTER_UID).update({ where: { id: newsletter.id }, data: { sendState: 'sending' } });
    const content = await loadContent(newsletter);
    while (!stopping) {
      const delivery = (await db(DELIVERY_UID).findOne({
        where: { newsletterDocumentId: newsletter.documentId, state: 'pending' },
        orderBy: { id: 'asc' },
      })) as DeliveryRow | null;
      if (!delivery) break;
      await sleep(await waitBeforeNextMail(lastStartedAt, perMinute));
      if (stopping) break;
      if (!(await move(delivery, 'claim', { claimedAt: now(), claims: (delivery.claims ?? 0) + 1 }))) continue;
      lastStartedAt = Date.now();
      // From here on the mail is sent and marked even when a stop is asked for: the stop waits for it.
      await deliver(delivery, content);
      await writeCounters(newsletter);
    }
    if (stopping || !(await writeCounters(newsletter))) return false;
    // Conditional: of two instances finishing at once, one writes it and logs it.
    const { count } = await db(NEWSLETTER_UID).updateMany({
      where: { id: newsletter.id, sendState: 'sending' },
      data: { sendState: 'sent', finishedAt: new Date() },
    });
    if (count) strapi.log.info(`newsletter ${newsletter.documentId}: finished`);
    return true;
  }

  async function loop() {
    while (!stopping) {
      await takeBackEndedClaims();
      const newsletter = (await db(NEWSLETTER_UID).findOne({
        where: { sendState: { $in: ACTIVE_SEND_STATES } },
        orderBy: [{ queuedAt: 'asc' }, { id: 'asc' }],
      })) as NewsletterRow | null;
      if (!newsletter) return;
      // Nothing pending, but claims in flight (another instance's, or cut off): wait for them to end.
      if (!(await work(newsletter)) && !stopping) await sleep(LEASE_CHECK_MS);
    }
  }

  /** Starts the loop unless it runs; errors are logged and the loop is tried again at the next kick. */
  function kick() {
    if (stopping || running) return;
    running = loop()
      .catch((error) => {
        strapi.log.error(`newsletter sender stopped: ${(error as Error).stack ?? error}`);
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    /**
     * Resumes what is queued, this instance's or another's, and looks again every LEASE_CHECK_MS, so
     * the claims of an instance that died are taken over once their lease ends. A claim still in its
     * lease is left alone: another instance may be sending it right now (decision 037).
     */
    async start() {
      kick();
      leaseChecks = setInterval(kick, LEASE_CHECK_MS);
      leaseChecks.unref();
    },

    /** Waits for the mail in flight to be sent and marked; nothing new is claimed. */
    async stop() {
      stopping = true;
      if (leaseChecks) clearInterval(leaseChecks);
      wakeSleeper?.();
      await running;
    },

    /** The editor's "send": concept → queued with one pending delivery per confirmed subscriber, in one transaction. */
    async queue(documentId: string): Promise<QueueAnswer> {
      const answer = await strapi.db.transaction(async () => {
        const newsletter = (await db(NEWSLETTER_UID).findOne({ where: { documentId } })) as NewsletterRow | null;
        if (!newsletter) return { status: 'not-found' } as QueueAnswer;
        if (!canQueue(newsletter.sendState)) return { status: 'already-queued', newsletter } as QueueAnswer;
        const now = new Date();
        const { count } = await db(NEWSLETTER_UID).updateMany({
          where: { id: newsletter.id, $or: [{ sendState: 'concept' }, { sendState: { $null: true } }] },
          data: { sendState: 'queued', queuedAt: now },
        });
        if (count !== 1) return { status: 'already-queued', newsletter } as QueueAnswer;
        const recipients = (await db(SUBSCRIBER_UID).findMany({
          where: { state: 'confirmed' },
          select: ['documentId', 'email'],
          orderBy: { id: 'asc' },
        })) as Pick<SubscriberRow, 'documentId' | 'email'>[];
        const rows = recipients.map((recipient) => ({
          documentId: newDocumentId(),
          newsletterDocumentId: documentId,
          subscriberDocumentId: recipient.documentId,
          email: recipient.email,
          state: 'pending',
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        }));
        for (let i = 0; i < rows.length; i += 500) await db(DELIVERY_UID).createMany({ data: rows.slice(i, i + 500) });
        await db(NEWSLETTER_UID).update({
          where: { id: newsletter.id },
          data: { recipientCount: rows.length, sentCount: 0, failedCount: 0 },
        });
        return { status: 'queued', newsletter: { ...newsletter, sendState: 'queued', recipientCount: rows.length } } as QueueAnswer;
      });
      if (answer.status === 'queued') kick();
      return answer;
    },

    async status(documentId: string) {
      return (await db(NEWSLETTER_UID).findOne({
        where: { documentId },
        select: ['documentId', 'subject', 'sendState', 'recipientCount', 'sentCount', 'failedCount', 'queuedAt', 'finishedAt'],
      })) as Pick<
        NewsletterRow,
        'documentId' | 'subject' | 'sendState' | 'recipientCount' | 'sentCount' | 'failedCount' | 'queuedAt' | 'finishedAt'
      > | null;
    },
  };
}

export type NewsletterSender = ReturnType<typeof createNewsletterSender>;
