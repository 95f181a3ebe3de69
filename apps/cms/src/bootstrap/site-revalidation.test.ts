import { describe, expect, it } from 'vitest';
import { revalidationTarget, siteModel, tellsSite } from './site-revalidation';

describe('site revalidation webhook', () => {
  it('is off without a shared secret and posts to the site otherwise', () => {
    expect(revalidationTarget({ SITE_URL: 'https://www.example.nl' })).toBeNull();
    expect(revalidationTarget({ SITE_URL: 'https://www.example.nl/', REVALIDATE_SECRET: 's' })).toEqual({
      url: 'https://www.example.nl/api/revalidate',
      secret: 's',
    });
    expect(
      revalidationTarget({ SITE_URL: 'https://www.example.nl', SITE_INTERNAL_URL: 'http://10.0.0.2:3000', REVALIDATE_SECRET: 's' })?.url,
    ).toBe('http://10.0.0.2:3000/api/revalidate');
  });

  it('names the site model of content types only', () => {
    expect(siteModel('api::news-item.news-item')).toBe('news-item');
    expect(siteModel('plugin::users-permissions.user')).toBeNull();
    expect(siteModel('admin::user')).toBeNull();
  });

  it('reports publish, unpublish and delete for draft & publish types, every write for the others', () => {
    expect(['publish', 'unpublish', 'delete'].every((action) => tellsSite(action, true))).toBe(true);
    expect(tellsSite('update', true)).toBe(false);
    expect(tellsSite('create', true)).toBe(false);
    expect(['create', 'update', 'delete'].every((action) => tellsSite(action, false))).toBe(true);
    expect(tellsSite('findMany', false)).toBe(false);
  });
});
