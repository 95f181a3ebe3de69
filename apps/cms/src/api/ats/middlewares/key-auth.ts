import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { consumeOrRefuse, createRateLimiter } from '../../../lib/rate-limits';
import { hashToken, sameHash } from '../../../lib/tokens';
import { API_KEY_UID, bearerKey, keyPrefix } from '../lib/keys';
import type { KeyContext } from '../lib/vacancies';
import { wholeNumberSetting } from '@vacaturesite/shared';

/**
 * `api::ats.key-auth` (decision 057): every `/api/v1` route but the OpenAPI document. The routes are
 * `auth: false` for Strapi (no users-permissions JWT); this middleware is their authentication:
 * - `Authorization: Bearer vs_live_<prefix>_<secret>`: the prefix finds the row, the SHA-256 of the
 *   whole key is compared in constant time; unknown, malformed and revoked keys all answer the same 401;
 * - ATS_API_REQUESTS_PER_MINUTE per key (default 300), counted across instances (lib/rate-limits.ts): 429;
 * - a body of at most API_BODY_MAX_BYTES (64 kB; the CMS's global JSON limit of 1 MB stops a larger
 *   one while it streams): 413.
 */
export const API_BODY_MAX_BYTES = 64 * 1024;
const LAST_USED_EVERY_MS = 60_000;

type KeyRow = {
  id: number;
  secretHash: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  organisation?: { documentId: string } | null;
  madeBy?: { id: number } | null;
};

const refuse = (ctx: Context): never => {
  ctx.set('WWW-Authenticate', 'Bearer realm="api/v1"');
  throw new errors.UnauthorizedError(
    'Geen geldige API-sleutel. Stuur Authorization: Bearer vs_live_…; een ingetrokken sleutel werkt niet meer.',
  );
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const limiter = createRateLimiter({
    name: 'ats-key',
    points: wholeNumberSetting(process.env.ATS_API_REQUESTS_PER_MINUTE, 300),
    windowMs: 60_000,
  });

  return async (ctx: Context, next: Next) => {
    const key = bearerKey(ctx.get('authorization'));
    const prefix = keyPrefix(key);
    // The hash is computed for every request, a known prefix or not, so the answer's timing tells nothing.
    const hash = hashToken(key ?? '');
    const row: KeyRow | null = prefix
      ? await strapi.db.query(API_KEY_UID).findOne({
          where: { prefix },
          select: ['id', 'secretHash', 'revokedAt', 'lastUsedAt'],
          populate: { organisation: { select: ['documentId'] }, madeBy: { select: ['id'] } },
        })
      : null;
    const valid = sameHash(hash, row?.secretHash ?? hashToken('')) && !!row;
    if (!valid || !row || row.revokedAt || !row.organisation?.documentId) return refuse(ctx);

    await consumeOrRefuse(ctx, limiter, `key:${row.id}`, 'Te veel verzoeken met deze API-sleutel. Probeer het over een minuut opnieuw.');

    if (ctx.method === 'POST' || ctx.method === 'PUT') {
      const declared = Number(ctx.get('content-length'));
      const size = Number.isFinite(declared) && declared > 0 ? declared : Buffer.byteLength(JSON.stringify(ctx.request.body ?? null));
      if (size > API_BODY_MAX_BYTES)
        throw new errors.PayloadTooLargeError(`Het verzoek is te groot: hoogstens ${API_BODY_MAX_BYTES / 1024} kB.`, {
          code: 'body-too-large',
        });
    }

    if (!row.lastUsedAt || Date.now() - new Date(row.lastUsedAt).getTime() > LAST_USED_EVERY_MS)
      await strapi.db.query(API_KEY_UID).update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });

    const context: KeyContext = { keyId: row.id, organisationId: row.organisation.documentId, createdBy: row.madeBy?.id ?? null };
    ctx.state.atsKey = context;
    await next();
  };
};
