import { describe, expect, it } from 'vitest';
import { hasDrafts, parsePreviewRequest, previewApiToken } from './preview';

const id = 'a1b2c3d4e5f6g7h8i9j0k1l2';
const parse = (query: string) => parsePreviewRequest(new URLSearchParams(query));

describe('preview requests', () => {
  it('maps each previewable type to its collection and canonical path', () => {
    const cases = { vacancy: `/jobs/vacature/${id}/kok`, 'news-item': `/nieuws/${id}/kok`, event: `/agenda/${id}/kok`, page: '/kok' };
    for (const [type, path] of Object.entries(cases)) {
      const request = parse(`type=${type}&id=${id}&status=draft`);
      expect(request?.documentId).toBe(id);
      expect(request?.path({ documentId: id, slug: 'kok' })).toBe(path);
    }
    expect(parse(`type=news-item&id=${id}`)?.collection).toBe('news-items');
  });

  it('previews drafts unless the published version is asked for', () => {
    expect(parse(`type=page&id=${id}`)?.status).toBe('draft');
    expect(parse(`type=page&id=${id}&status=published`)?.status).toBe('published');
  });

  it('refuses unknown types, malformed ids and statuses', () => {
    expect(parse(`type=partner&id=${id}`)).toBeNull();
    expect(parse(`type=toString&id=${id}`)).toBeNull();
    expect(parse(`type=vacancy&id=../../users`)).toBeNull();
    expect(parse(`type=vacancy`)).toBeNull();
    expect(parse(`type=vacancy&id=${id}&status=modified`)).toBeNull();
  });
});

describe('draft reads', () => {
  it('are for the draft & publish collections only', () => {
    expect(hasDrafts('/vacancies')).toBe(true);
    expect(hasDrafts(`/vacancies/${id}`)).toBe(true);
    expect(hasDrafts('/pages')).toBe(true);
    expect(hasDrafts('/products')).toBe(true);
    expect(hasDrafts('/vacancy-search')).toBe(false);
    expect(hasDrafts('/vacancy-categories')).toBe(false);
    expect(hasDrafts('/global')).toBe(false);
    expect(hasDrafts('/redirects')).toBe(false);
  });

  it('use the token from PREVIEW_API_TOKEN, none when it is unset', () => {
    expect(previewApiToken({ PREVIEW_API_TOKEN: ' t0k3n ' })).toBe('t0k3n');
    expect(previewApiToken({ PREVIEW_API_TOKEN: '' })).toBeNull();
    expect(previewApiToken({})).toBeNull();
  });
});
