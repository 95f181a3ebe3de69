/**
 * Strapi 5 hands out drafts to anyone with `find`/`findOne` who adds `?status=draft`
 * (strapi/strapi#25326), so the public role could read every unpublished vacancy, news item or page
 * (and visitors' vacancies awaiting review, decision 005) — also through a relation of a type without
 * draft & publish (`/api/places?populate[vacancies]=true&status=draft`, issue 15). On every content-API
 * GET route (src/preview/guard-content-api.ts), requests without an API token get the published
 * version whatever they ask for; only API tokens (the site's draft preview, decision 013, or one an
 * operator made on purpose) see drafts. Writes keep their query: there `status=published` would publish.
 */
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

type Auth = { strategy?: { name?: string } } | undefined;
type Ctx = { method?: string; query: Record<string, unknown>; state: { auth?: Auth } };
const READS = new Set(['GET', 'HEAD']);

export function mayReadDrafts(auth: Auth): boolean {
  return TOKEN_STRATEGIES.has(auth?.strategy?.name ?? '');
}

/** The query as Strapi should see it: unchanged for API tokens, published only for everyone else. */
export function draftSafeQuery(query: Record<string, unknown>, auth: Auth): Record<string, unknown> {
  if (mayReadDrafts(auth)) return query;
  // publicationState is the v4-compatible spelling of the same question; publicationFilter and
  // hasPublishedVersion (5.x) would still tell which published documents have unpublished changes.
  const { publicationState: _state, publicationFilter: _filter, hasPublishedVersion: _has, ...rest } = query;
  return { ...rest, status: 'published' };
}

export default () =>
  async function draftsNeedApiToken(ctx: Ctx, next: () => Promise<unknown>) {
    if (READS.has(ctx.method ?? 'GET')) ctx.query = draftSafeQuery(ctx.query ?? {}, ctx.state.auth);
    return next();
  };
