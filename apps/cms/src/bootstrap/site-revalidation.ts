import type { Core } from '@strapi/strapi';
import { SITE_TOLD_LATER_WITH_REDIS_MS } from '@vacaturesite/shared';
import { afterCommit } from '../lib/after-commit';
import { siteUrl } from '../lib/mail';

/**
 * Keeps the site's page cache honest (decision 010): after an editor publishes, unpublishes or deletes
 * content, the site is told which document changed and revalidates exactly the pages that show it.
 * Types without draft & publish change on create/update too. The site decides which pages that are
 * (apps/web/lib/cms/revalidation.ts); this only reports what happened. A failing call is logged, never
 * blocks the editor: the pages then refresh at their fallback interval.
 */
const PUBLISH_ACTIONS = new Set(['publish', 'unpublish', 'delete']);
const WRITE_ACTIONS = new Set(['create', 'update', 'delete']);
const TIMEOUT_MS = 5000;

type Env = Record<string, string | undefined>;

export function revalidationTarget(env: Env): { url: string; secret: string } | null {
  const secret = env.REVALIDATE_SECRET?.trim();
  if (!secret) return null;
  const site = env.SITE_INTERNAL_URL?.trim() ? env.SITE_INTERNAL_URL.replace(/\/+$/, '') : siteUrl(env);
  return { url: `${site}/api/revalidate`, secret };
}

/** `api::news-item.news-item` → `news-item`; null for plugins and admin types the site never shows. */
export function siteModel(uid: string): string | null {
  const match = /^api::([a-z0-9-]+)\.\1$/.exec(uid);
  return match ? match[1] : null;
}

export function tellsSite(action: string, draftAndPublish: boolean): boolean {
  return (draftAndPublish ? PUBLISH_ACTIONS : WRITE_ACTIONS).has(action);
}

type Tell = (model: string, documentId: string | null, action: string, expire: boolean) => Promise<void>;
let told: Tell | null = null;

/**
 * Tells the site of a change written around the Document Service (a plain query: a poster's or an ATS's
 * close, lib/vacancy-lifecycle), after the commit, as the middleware below does for the rest.
 */
export async function tellSiteOfChange(
  strapi: Core.Strapi,
  model: string,
  documentId: string | null,
  action: string,
  { expire = false }: { expire?: boolean } = {},
): Promise<void> {
  const tell = told;
  if (tell) await afterCommit(strapi, () => void tell(model, documentId, action, expire));
}

export function registerSiteRevalidation(strapi: Core.Strapi, env: Env = process.env): void {
  if (env.SITE_REVALIDATION === 'off') return; // the seed script
  const target = revalidationTarget(env);
  if (!target) {
    strapi.log.warn('REVALIDATE_SECRET is not set: the site is not told about published changes and refreshes pages on its own schedule.');
    return;
  }
  const send: Tell = (model, documentId, action, expire) =>
    fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': target.secret },
      body: JSON.stringify({ model, documentId, action, ...(expire ? { expire: true } : {}) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
      .then((response) => {
        if (!response.ok) strapi.log.warn(`Site revalidation for ${model} ${documentId ?? ''} answered ${response.status}`);
      })
      .catch((error: Error) => {
        strapi.log.warn(`Site revalidation for ${model} ${documentId ?? ''} failed: ${error.message}`);
      });
  // With Redis the site's instances share a cache: tell them a moment later, once every instance's reads see the commit (decision 038).
  told = async (model, documentId, action, expire) => {
    if (env.REDIS_URL) setTimeout(() => void send(model, documentId, action, expire), SITE_TOLD_LATER_WITH_REDIS_MS).unref();
    else await send(model, documentId, action, expire);
  };
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const model = siteModel(context.uid);
    const draftAndPublish = Boolean((context.contentType as { options?: { draftAndPublish?: boolean } }).options?.draftAndPublish);
    if (!model || !tellsSite(context.action, draftAndPublish)) return result;
    const documentId =
      (context.params as { documentId?: string }).documentId ?? (result as { documentId?: string } | null)?.documentId ?? null;
    // After the commit: the site reads what was written, not the row before it (decision 038).
    await tellSiteOfChange(strapi, model, documentId, context.action);
    return result;
  });
}
