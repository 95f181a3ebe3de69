import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Core } from '@strapi/strapi';
import { siteUrl } from '../mail';
import { createQueueWorker } from '../claimed-queue';
import { lockKey } from '../key-lock';
import { resolvePublicAddress, webhookUrlProblem } from './webhook-address';
import { REFERENCE_UID } from '../ats-references';
import { wholeNumberSetting } from '@vacaturesite/shared';

/**
 * The ATS webhook (decision 057): when an application arrives for an organisation's vacancy, one
 * delivery row is written in the application's own transaction (like the mail outbox, decision 046)
 * and sent from there by every CMS instance's worker:
 * - pending → claimed (a conditional update: one instance wins) → delivered, or back to pending after a
 *   failure with a growing wait, or failed after MAX_ATTEMPTS; a claim older than CLAIM_LEASE_MS (a
 *   process that died mid-send) goes back to pending;
 * - every attempt carries the same `X-Vacaturesite-Delivery` id, so the receiver can drop a second copy
 *   (after a timeout we cannot know whether it got the first); a delivered row is never sent again;
 * - the body is signed: `X-Vacaturesite-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
 */
export const WEBHOOK_UID = 'api::ats.webhook';
export const DELIVERY_UID = 'api::ats.webhook-delivery';
export const WEBHOOK_EVENT = 'application.created';
/**
 * What a vacancy's life sends the organisation's ATS (issue 46): whichever door it went through (the API,
 * the form, the editors' queue, Strapi's admin), so an ATS learns of an editor's rejection without a screen.
 */
export const VACANCY_EVENTS = ['vacancy.published', 'vacancy.rejected', 'vacancy.closed', 'vacancy.reopened'] as const;
export type VacancyEvent = (typeof VACANCY_EVENTS)[number];
export const WEBHOOK_EVENTS = [WEBHOOK_EVENT, ...VACANCY_EVENTS] as const;
export const SIGNATURE_HEADER = 'x-vacaturesite-signature';
export const DELIVERY_HEADER = 'x-vacaturesite-delivery';
export const EVENT_HEADER = 'x-vacaturesite-event';
/** Longer than a send can take (SEND_TIMEOUT_MS). */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;
const SEND_TIMEOUT_MS = 10_000;
const MAX_ATTEMPTS = 10;
/** Delivered and given-up rows stay this long for the owner and an operator, then go: they name applicants. */
export const DELIVERIES_KEPT_DAYS = 30;

/** The first retry after ATS_WEBHOOK_RETRY_MS (a minute), then twice as long each time, at most an hour. */
export function retryDelayMs(attempts: number, baseMs = wholeNumberSetting(process.env.ATS_WEBHOOK_RETRY_MS, 60_000)): number {
  return Math.min(60 * 60 * 1000, baseMs * 2 ** Math.max(0, attempts - 1));
}

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The signature header's value for `body` sent at `timestamp` (unix seconds). */
export function signature(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

type DeliveryRow = {
  id: number;
  deliveryId: string;
  organisationId: string;
  event: string;
  payload: string;
  attempts: number | null;
  claims: number | null;
};
type WebhookRow = { id: number; organisationId: string; url: string; secret: string };

const deliveries = (strapi: Core.Strapi) => strapi.db.query(DELIVERY_UID);

export async function webhookOf(strapi: Core.Strapi, organisationId: string): Promise<WebhookRow | null> {
  return strapi.db.query(WEBHOOK_UID).findOne({ where: { organisationId }, select: ['id', 'organisationId', 'url', 'secret'] });
}

let poke: (() => void) | null = null;

/** The organisation a vacancy belongs to, for its webhook: the ATS's reference row, or the vacancy's employer. */
async function vacancyOrganisation(
  strapi: Core.Strapi,
  vacancyDocumentId: string,
): Promise<{ organisationId: string | null; reference: string | null }> {
  const reference: { organisationId: string; reference: string } | null = await strapi.db
    .query(REFERENCE_UID)
    .findOne({ where: { vacancyDocumentId }, select: ['organisationId', 'reference'] });
  if (reference) return reference;
  const vacancy: { employer?: { documentId?: string } | null } | null = await strapi.db.query('api::vacancy.vacancy').findOne({
    where: { documentId: vacancyDocumentId },
    select: ['id'],
    populate: { employer: { select: ['documentId'] } },
  });
  return { organisationId: vacancy?.employer?.documentId ?? null, reference: null };
}

/**
 * One delivery row for the organisation's webhook, in the caller's transaction, once per `key`: nothing
 * when the organisation has no webhook. `data` is the event's own part of the body.
 */
async function queueDelivery(
  strapi: Core.Strapi,
  {
    organisationId,
    event,
    key,
    data,
    applicant = null,
  }: { organisationId: string; event: string; key: string; data: unknown; applicant?: number | null },
): Promise<void> {
  if (!(await webhookOf(strapi, organisationId))) return;
  await strapi.db.transaction(async ({ trx, onCommit }) => {
    await lockKey(strapi, trx, `webhook-delivery:${key}`);
    if (await deliveries(strapi).count({ where: { key } })) return;
    const deliveryId = randomUUID();
    const payload = { id: deliveryId, event, createdAt: new Date().toISOString(), data };
    await deliveries(strapi).create({
      data: {
        key,
        deliveryId,
        organisationId,
        event,
        payload: JSON.stringify(payload),
        applicant,
        state: 'pending',
        dueAt: new Date(),
        attempts: 0,
        claims: 0,
      },
    });
    onCommit(() => poke?.());
  });
}

/**
 * Queues the webhook of a new application, in the caller's transaction (the application's): nothing
 * when the vacancy's organisation has no webhook. What the employer already sees of an applicant on
 * /jobs/mijn (name and e-mail address) goes along; the motivation and the CV never do.
 */
export async function queueApplicationWebhook(
  strapi: Core.Strapi,
  application: { documentId: string; createdAt?: unknown },
  vacancyDocumentId: string,
  applicantId: number,
): Promise<void> {
  const { organisationId, reference } = await vacancyOrganisation(strapi, vacancyDocumentId);
  if (!organisationId) return;
  const applicant: { firstName?: string | null; lastName?: string | null; email?: string | null } | null = await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: applicantId }, select: ['firstName', 'lastName', 'email'] });
  await queueDelivery(strapi, {
    organisationId,
    event: WEBHOOK_EVENT,
    key: `application:${application.documentId}`,
    applicant: applicantId,
    data: {
      application: {
        id: application.documentId,
        createdAt: application.createdAt ?? null,
        url: `${siteUrl()}/jobs/mijn/${vacancyDocumentId}`,
      },
      vacancy: { id: vacancyDocumentId, reference },
      applicant: {
        firstName: applicant?.firstName ?? null,
        lastName: applicant?.lastName ?? null,
        email: applicant?.email ?? null,
      },
    },
  });
}

/**
 * Queues a vacancy's event for its organisation's webhook, in the caller's transaction (the publish's, the
 * rejection's, the close's). `reason`: an editor's, with a rejection.
 */
export async function queueVacancyWebhook(
  strapi: Core.Strapi,
  vacancyDocumentId: string,
  event: VacancyEvent,
  { reason = null }: { reason?: string | null } = {},
): Promise<void> {
  const { organisationId, reference } = await vacancyOrganisation(strapi, vacancyDocumentId);
  if (!organisationId) return;
  const published: { slug?: string } | null = await strapi.db
    .query('api::vacancy.vacancy')
    .findOne({ where: { documentId: vacancyDocumentId, publishedAt: { $notNull: true } }, select: ['slug'] });
  await queueDelivery(strapi, {
    organisationId,
    event,
    key: `${event}:${vacancyDocumentId}:${randomUUID()}`,
    data: {
      vacancy: {
        id: vacancyDocumentId,
        reference,
        url: published?.slug ? `${siteUrl()}/jobs/vacature/${vacancyDocumentId}/${published.slug}` : null,
      },
      ...(reason ? { reason } : {}),
    },
  });
}

export type SendResult = { status: number | null; error: string | null };

/** One POST to the checked address; any 2xx is delivered. No redirects, SEND_TIMEOUT_MS at most. */
export async function post(url: string, headers: Record<string, string>, body: string): Promise<SendResult> {
  const problem = webhookUrlProblem(url);
  if (problem) return { status: null, error: `address refused: ${problem}` };
  const target = new URL(url);
  let resolved: { address: string; family: number };
  try {
    resolved = await resolvePublicAddress(target.hostname);
  } catch (error) {
    return { status: null, error: (error as Error).message };
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        timeout: SEND_TIMEOUT_MS,
        // The address just checked, not a second DNS answer (rebinding); TLS still checks the host name.
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all) (callback as (e: null, a: unknown[]) => void)(null, [resolved]);
          else (callback as (e: null, a: string, f: number) => void)(null, resolved.address, resolved.family);
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({ status, error: status >= 200 && status < 300 ? null : `answered ${status}` });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${SEND_TIMEOUT_MS} ms`)));
    request.on('error', (error) => resolve({ status: null, error: error.message }));
    request.end(body);
  });
}

/** The sender: every CMS instance runs one; `tick` is one look at the queue. */
export function createWebhookWorker(strapi: Core.Strapi, intervalMs: number, send = post) {
  async function deliver(row: DeliveryRow): Promise<void> {
    const attempts = (row.attempts ?? 0) + 1;
    const webhook = await webhookOf(strapi, row.organisationId);
    const result: SendResult = webhook
      ? await send(
          webhook.url,
          {
            [SIGNATURE_HEADER]: signature(webhook.secret, Math.floor(Date.now() / 1000), row.payload),
            [DELIVERY_HEADER]: row.deliveryId,
            [EVENT_HEADER]: row.event,
            'user-agent': 'Vacaturesite-Webhook/1',
          },
          row.payload,
        )
      : { status: null, error: 'the organisation has no webhook any more' };
    if (!result.error) {
      await deliveries(strapi).update({
        where: { id: row.id },
        data: { state: 'delivered', deliveredAt: new Date(), attempts, lastStatus: result.status, error: null },
      });
      return;
    }
    const giveUp = attempts >= MAX_ATTEMPTS || !webhook;
    strapi.log.warn(`Webhook ${row.deliveryId}: attempt ${attempts} failed${giveUp ? ', given up' : ''}: ${result.error}`);
    await deliveries(strapi).update({
      where: { id: row.id },
      data: {
        state: giveUp ? 'failed' : 'pending',
        attempts,
        lastStatus: result.status,
        dueAt: new Date(Date.now() + retryDelayMs(attempts)),
        error: result.error.slice(0, 1000),
      },
    });
  }

  return createQueueWorker<DeliveryRow>(strapi, {
    uid: DELIVERY_UID,
    label: 'Webhooks',
    intervalMs,
    select: ['id', 'deliveryId', 'organisationId', 'event', 'payload', 'attempts', 'claims'],
    leaseMs: CLAIM_LEASE_MS,
    doneStates: ['delivered', 'failed'],
    keptDays: DELIVERIES_KEPT_DAYS,
    handle: deliver,
    setPoke: (next) => {
      poke = next;
    },
  });
}
