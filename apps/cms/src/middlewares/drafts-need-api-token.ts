/**
 * Strapi 5 hands out drafts to anyone with `find`/`findOne` who adds `?status=draft`
 * (strapi/strapi#25326), so the public role could read every unpublished vacancy, news item or page
 * (and visitors' vacancies awaiting review, decision 005). On the core routers of the draft & publish
 * types, requests without an API token get the published version whatever they ask for; only API
 * tokens (the site's draft preview, decision 013, or one an operator made on purpose) see drafts.
 */
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

type Auth = { strategy?: { name?: string } } | undefined;
type Ctx = { query: Record<string, unknown>; state: { auth?: Auth } };

export function mayReadDrafts(auth: Auth): boolean {
  return TOKEN_STRATEGIES.has(auth?.strategy?.name ?? '');
}

/** The query as Strapi should see it: unchanged for API tokens, published only for everyone else. */
export function draftSafeQuery(query: Record<string, unknown>, auth: Auth): Record<string, unknown> {
  if (mayReadDrafts(auth)) return query;
  // publicationState is the v4-compatible spelling of the same question.
  const { publicationState: _ignored, ...rest } = query;
  return { ...rest, status: 'published' };
}

export default () =>
  async function draftsNeedApiToken(ctx: Ctx, next: () => Promise<unknown>) {
    ctx.query = draftSafeQuery(ctx.query ?? {}, ctx.state.auth);
    return next();
  };
