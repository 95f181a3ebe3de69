import { describe, expect, it } from 'vitest';
import { matchDetail } from './canonical-slug';

const ID = 'a1b2c3d4e5f6g7h8i9j0k1l2';

describe('matchDetail', () => {
  it('finds the cached detail routes', () => {
    expect(matchDetail(`/jobs/vacature/${ID}/kok`)).toMatchObject({ collection: 'vacancies', id: ID, slug: 'kok' });
    expect(matchDetail(`/nieuws/${ID}/nieuw-bericht`)).toMatchObject({ collection: 'news-items', id: ID, slug: 'nieuw-bericht' });
    expect(matchDetail(`/agenda/${ID}/feest`)).toMatchObject({ collection: 'events', id: ID, slug: 'feest' });
  });

  it('marks malformed ids and slugs, which the proxy answers with the 404 page', () => {
    expect(matchDetail('/jobs/vacature/123/kok')).toMatchObject({ collection: 'vacancies', wellFormed: false });
    expect(matchDetail(`/jobs/vacature/${ID}/Geen%20Slug`)).toMatchObject({ wellFormed: false });
    expect(matchDetail(`/jobs/vacature/${ID}/%E0%A4%A`)).toMatchObject({ wellFormed: false });
    expect(matchDetail(`/nieuws/${ID}/kok`)).toMatchObject({ wellFormed: true });
  });

  it('leaves other paths alone, the cached lists next to the detail pages included', () => {
    expect(matchDetail('/agenda/lijst/alle')).toBeNull();
    expect(matchDetail('/nieuws/lijst/page-2')).toBeNull();
    expect(matchDetail('/jobs')).toBeNull();
    expect(matchDetail(`/jobs/vacature/${ID}`)).toBeNull();
  });
});
