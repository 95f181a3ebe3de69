import { errors } from '@strapi/utils';

/**
 * Strapi 5 hands out drafts to anyone with `find`/`findOne` who adds `?status=draft`
 * (strapi/strapi#25326), so the public role could read every unpublished vacancy. On the core
 * routers of the draft & publish types this refuses such requests unless they come with an API
 * token: the site's draft preview (decision 013) or a token an operator made on purpose.
 */
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

export function asksForDrafts(query: Record<string, unknown> | undefined): boolean {
  const status = query?.status;
  const publicationState = query?.publicationState; // the v4-compatible spelling
  return (typeof status === 'string' && status.toLowerCase() !== 'published') || (typeof publicationState === 'string' && publicationState.toLowerCase() !== 'live');
}

export function mayReadDrafts(auth: { strategy?: { name?: string } } | undefined): boolean {
  return TOKEN_STRATEGIES.has(auth?.strategy?.name ?? '');
}

export default () =>
  async function draftsNeedApiToken(ctx: { query?: Record<string, unknown>; state: { auth?: { strategy?: { name?: string } } } }, next: () => Promise<unknown>) {
    if (asksForDrafts(ctx.query) && !mayReadDrafts(ctx.state.auth)) {
      throw new errors.ForbiddenError('Drafts are readable with an API token only.');
    }
    return next();
  };
