import { describe, expect, it } from 'vitest';
import draftsNeedApiToken, { asksForDrafts, mayReadDrafts } from './drafts-need-api-token';

describe('drafts need an API token', () => {
  it('recognises every way of asking for drafts', () => {
    expect(asksForDrafts({ status: 'draft' })).toBe(true);
    expect(asksForDrafts({ status: 'DRAFT' })).toBe(true);
    expect(asksForDrafts({ publicationState: 'preview' })).toBe(true);
    expect(asksForDrafts({ status: 'published' })).toBe(false);
    expect(asksForDrafts({ publicationState: 'live' })).toBe(false);
    expect(asksForDrafts({})).toBe(false);
    expect(asksForDrafts(undefined)).toBe(false);
  });

  it('lets API tokens through, not the public role or signed-in visitors', () => {
    expect(mayReadDrafts({ strategy: { name: 'content-api-token' } })).toBe(true);
    expect(mayReadDrafts({ strategy: { name: 'users-permissions' } })).toBe(false);
    expect(mayReadDrafts(undefined)).toBe(false);
  });

  it('refuses with 403 before the controller runs', async () => {
    const middleware = draftsNeedApiToken();
    let reached = 0;
    const next = async () => void (reached += 1);
    await expect(middleware({ query: { status: 'draft' }, state: { auth: { strategy: { name: 'users-permissions' } } } }, next)).rejects.toMatchObject({ name: 'ForbiddenError' });
    expect(reached).toBe(0);
    await middleware({ query: { status: 'draft' }, state: { auth: { strategy: { name: 'content-api-token' } } } }, next);
    await middleware({ query: {}, state: {} }, next);
    expect(reached).toBe(2);
  });
});
