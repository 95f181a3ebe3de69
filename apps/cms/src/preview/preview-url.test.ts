import { describe, expect, it } from 'vitest';
import { previewConfig, previewUrl } from './preview-url';

const settings = { siteUrl: 'https://www.example.nl', secret: 'ge/heim&1' };

describe('preview URL', () => {
  it('points at the site route with the secret, the type and the documentId, escaped', () => {
    const url = new URL(previewUrl(settings, 'api::vacancy.vacancy', { documentId: 'abc123', status: 'draft' })!);
    expect(url.origin + url.pathname).toBe('https://www.example.nl/api/voorbeeld');
    expect(Object.fromEntries(url.searchParams)).toEqual({ secret: 'ge/heim&1', type: 'vacancy', id: 'abc123', status: 'draft' });
  });

  it('previews the published version from the published tab, the draft otherwise', () => {
    expect(new URL(previewUrl(settings, 'api::page.page', { documentId: 'p1', status: 'published' })!).searchParams.get('status')).toBe(
      'published',
    );
    expect(new URL(previewUrl(settings, 'api::news-item.news-item', { documentId: 'n1' })!).searchParams.get('status')).toBe('draft');
  });

  it('has no preview for types without a page or without a document', () => {
    expect(previewUrl(settings, 'api::partner.partner', { documentId: 'x' })).toBeNull();
    expect(previewUrl(settings, 'plugin::users-permissions.user', { documentId: 'x' })).toBeNull();
    expect(previewUrl(settings, 'api::event.event', {})).toBeNull();
  });

  it('is switched off without PREVIEW_SECRET and lets only the site into the admin frame', () => {
    expect(previewConfig({ SITE_URL: 'https://www.example.nl' })).toEqual({ enabled: false });
    const config = previewConfig({ SITE_URL: 'https://www.example.nl/', PREVIEW_SECRET: 's' });
    expect(config.enabled).toBe(true);
    expect(config.config?.allowedOrigins).toEqual(['https://www.example.nl']);
    expect(config.config?.handler('api::event.event', { documentId: 'e1' })).toBe(
      'https://www.example.nl/api/voorbeeld?secret=s&type=event&id=e1&status=draft',
    );
  });
});
