import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { isDocumentId } from '../../../lib/fields';
import { currentUser } from '../../../lib/vacancy-content';
import { PARTNER_UID, roleIn } from '../../../lib/organisations';
import { API_KEY_UID, issueKey, maskedKey } from '../lib/keys';
import { DELIVERY_UID, newWebhookSecret, WEBHOOK_UID } from '../../../lib/webhooks/webhook';
import { webhookUrlProblem } from '../../../lib/webhooks/webhook-address';

/** Keys shown per organisation at most; revoked ones stay listed (with their date) for the owner's record. */
const KEYS_MAX = 20;

const WEBHOOK_PROBLEMS: Record<string, string> = {
  'not-a-url': 'Vul een volledig webadres in, zoals https://ats.example.nl/vacaturesite.',
  'too-long': 'Dit webadres is te lang (hoogstens 500 tekens).',
  'not-https': 'Het webadres moet met https:// beginnen.',
  credentials: 'Zet geen gebruikersnaam of wachtwoord in het webadres; controleer de ondertekening in plaats daarvan.',
  port: 'Gebruik poort 443 of een poort boven 1023.',
  'private-address': 'Dit adres is niet openbaar bereikbaar; webhooks gaan alleen naar openbare adressen.',
};

type KeyRow = {
  id: number;
  documentId: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/**
 * The owner's side of the ATS API (decision 057): API keys and the webhook of an organisation. Only its
 * owner (lib/organisations.ts roleIn); a member gets 403, anyone else 404 as for an unknown organisation.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function ownedOrganisation(ctx: Context): Promise<{ organisationId: string; userId: number }> {
    const user = currentUser(ctx);
    const organisationId = ctx.params?.id;
    if (!isDocumentId(organisationId)) throw new errors.NotFoundError('Not Found');
    const role = await roleIn(strapi, user.id, organisationId);
    if (role === null) throw new errors.NotFoundError('Not Found');
    if (role !== 'owner') throw new errors.ForbiddenError('Alleen de eigenaar van de organisatie beheert API-sleutels en de webhook.');
    return { organisationId, userId: user.id };
  }

  const keyView = (row: KeyRow) => ({
    id: row.documentId,
    name: row.name,
    prefix: row.prefix,
    display: maskedKey(row.prefix),
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt ?? null,
    revokedAt: row.revokedAt ?? null,
  });
  const keyFields = ['id', 'documentId', 'name', 'prefix', 'createdAt', 'lastUsedAt', 'revokedAt'];

  const body = (ctx: Context) => {
    const data = (ctx.request.body as { data?: unknown } | null)?.data;
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  };

  return {
    async keys(ctx: Context) {
      const { organisationId } = await ownedOrganisation(ctx);
      const rows: KeyRow[] = await strapi.db.query(API_KEY_UID).findMany({
        where: { organisation: { documentId: organisationId } },
        select: keyFields,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      ctx.body = { data: rows.map(keyView) };
    },

    /** The key itself is in this answer only (`data.key`); the database keeps its hash. */
    async createKey(ctx: Context) {
      const { organisationId, userId } = await ownedOrganisation(ctx);
      const name = typeof body(ctx).name === 'string' ? (body(ctx).name as string).trim().replace(/\s+/g, ' ') : '';
      if (!name || [...name].length > 80)
        throw new errors.ValidationError('Geef de sleutel een naam van 1 tot 80 tekens, bijvoorbeeld de naam van je ATS.', {
          errors: [{ path: ['name'], message: 'name must be 1 to 80 characters', name: 'ValidationError' }],
        });
      const active = await strapi.db.query(API_KEY_UID).count({ where: { organisation: { documentId: organisationId }, revokedAt: null } });
      if (active >= KEYS_MAX)
        throw new errors.ApplicationError(`Een organisatie heeft hoogstens ${KEYS_MAX} actieve sleutels.`, { code: 'too-many-keys' });
      const partner: { id: number } | null = await strapi.db
        .query(PARTNER_UID)
        .findOne({ where: { documentId: organisationId, publishedAt: null }, select: ['id'] });
      if (!partner) throw new errors.NotFoundError('Not Found');
      const issued = issueKey();
      const row: KeyRow = await strapi.db.query(API_KEY_UID).create({
        data: { organisation: partner.id, name, prefix: issued.prefix, secretHash: issued.hash, madeBy: userId },
        select: keyFields,
      });
      ctx.status = 201;
      ctx.body = { data: { ...keyView(row), key: issued.key } };
    },

    async revokeKey(ctx: Context) {
      const { organisationId } = await ownedOrganisation(ctx);
      const keyId = ctx.params?.keyId;
      const row: KeyRow | null = isDocumentId(keyId)
        ? await strapi.db
            .query(API_KEY_UID)
            .findOne({ where: { documentId: keyId, organisation: { documentId: organisationId } }, select: keyFields })
        : null;
      if (!row) throw new errors.NotFoundError('Not Found');
      if (!row.revokedAt) await strapi.db.query(API_KEY_UID).update({ where: { id: row.id }, data: { revokedAt: new Date() } });
      const updated: KeyRow = await strapi.db.query(API_KEY_UID).findOne({ where: { id: row.id }, select: keyFields });
      ctx.body = { data: keyView(updated) };
    },

    async webhook(ctx: Context) {
      const { organisationId } = await ownedOrganisation(ctx);
      const row: { url: string; updatedAt: string } | null = await strapi.db
        .query(WEBHOOK_UID)
        .findOne({ where: { organisationId }, select: ['url', 'updatedAt'] });
      ctx.body = { data: row ? { url: row.url, updatedAt: row.updatedAt } : null };
    },

    /** Sets the address; a new signing secret comes with every change, shown in this answer only (`data.secret`). */
    async setWebhook(ctx: Context) {
      const { organisationId } = await ownedOrganisation(ctx);
      const url = typeof body(ctx).url === 'string' ? (body(ctx).url as string).trim() : body(ctx).url;
      const problem = webhookUrlProblem(url);
      if (problem)
        throw new errors.ValidationError(WEBHOOK_PROBLEMS[problem] ?? WEBHOOK_PROBLEMS['not-a-url'], {
          errors: [{ path: ['url'], message: `url ${problem}`, name: 'ValidationError' }],
        });
      const secret = newWebhookSecret();
      const existing: { id: number } | null = await strapi.db.query(WEBHOOK_UID).findOne({ where: { organisationId }, select: ['id'] });
      if (existing) await strapi.db.query(WEBHOOK_UID).update({ where: { id: existing.id }, data: { url, secret } });
      else await strapi.db.query(WEBHOOK_UID).create({ data: { organisationId, url, secret } });
      ctx.body = { data: { url, secret } };
    },

    async removeWebhook(ctx: Context) {
      const { organisationId } = await ownedOrganisation(ctx);
      await strapi.db.query(WEBHOOK_UID).deleteMany({ where: { organisationId } });
      ctx.status = 204;
    },

    /** The last 50 deliveries: their id, state and tries, not their contents. */
    async deliveries(ctx: Context) {
      const { organisationId } = await ownedOrganisation(ctx);
      const rows = await strapi.db.query(DELIVERY_UID).findMany({
        where: { organisationId },
        select: ['deliveryId', 'event', 'state', 'attempts', 'lastStatus', 'error', 'createdAt', 'deliveredAt', 'dueAt'],
        orderBy: [{ id: 'desc' }],
        limit: 50,
      });
      ctx.body = { data: rows };
    },
  };
};
