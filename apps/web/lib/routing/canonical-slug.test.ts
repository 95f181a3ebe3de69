import { describe, expect, it } from 'vitest';
import { matchDetail } from './canonical-slug';

const ID = 'a1b2c3d4e5f6g7h8i9j0k1l2';

describe('matchDetail', () => {
  it('finds the cached detail routes', () => {
    expect(matchDetail(`/jobs/vacature/${ID}/kok`)).toMatchObject({ collection: 'vacancies', id: ID, slug: 'kok' });
    expect(matchDetail(`/nieuws/${ID}/nieuw-bericht`)).toMatchObject({ collection: 'news-items', id: ID, slug: 'nieuw-bericht' });
    expect(matchDetail(`/agenda/${ID}/feest`)).toMatchObject({ collection: 'events', id: ID, slug: 'feest' });
  });

  it('leaves other paths and malformed parts to the page (404 there)', () => {
    expect(matchDetail('/agenda/lijst/alle')).toBeNull();
    expect(matchDetail('/jobs/vacature/123/kok')).toBeNull();
    expect(matchDetail(`/jobs/vacature/${ID}/Geen%20Slug`)).toBeNull();
    expect(matchDetail(`/jobs/vacature/${ID}/%E0%A4%A`)).toBeNull();
    expect(matchDetail('/jobs')).toBeNull();
  });
});
