import { describe, expect, it } from 'vitest';
import draftsNeedApiToken, { draftSafeQuery, mayReadDrafts } from './drafts-need-api-token';

const token = { strategy: { name: 'content-api-token' } };
const visitor = { strategy: { name: 'users-permissions' } };

describe('drafts need an API token', () => {
  it('lets API tokens see drafts, not the public role or signed-in visitors', () => {
    expect(mayReadDrafts(token)).toBe(true);
    expect(mayReadDrafts(visitor)).toBe(false);
    expect(mayReadDrafts(undefined)).toBe(false);
  });

  it('turns every way of asking for drafts into the published version for everyone else', () => {
    expect(draftSafeQuery({ status: 'draft', fields: ['slug'] }, visitor)).toEqual({ status: 'published', fields: ['slug'] });
    expect(draftSafeQuery({ publicationState: 'preview' }, undefined)).toEqual({ status: 'published' });
    expect(draftSafeQuery({}, undefined)).toEqual({ status: 'published' });
    expect(draftSafeQuery({ status: 'draft' }, token)).toEqual({ status: 'draft' });
    expect(draftSafeQuery({ publicationFilter: 'modified', hasPublishedVersion: 'true' }, undefined)).toEqual({ status: 'published' });
  });

  it('rewrites the query before the controller runs', async () => {
    const ctx = { method: 'GET', query: { status: 'draft' } as Record<string, unknown>, state: { auth: visitor } };
    let seen: unknown;
    await draftsNeedApiToken()(ctx, async () => void (seen = ctx.query.status));
    expect(seen).toBe('published');
  });

  it('leaves the query of writes alone, where status=published would publish', async () => {
    const ctx = { method: 'POST', query: {} as Record<string, unknown>, state: { auth: visitor } };
    await draftsNeedApiToken()(ctx, async () => undefined);
    expect(ctx.query).toEqual({});
  });
});
