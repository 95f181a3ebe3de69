import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { classifyPage, NOT_FOUND_ATTRIBUTE } from './routes';

/** The page as the tracker sees it once rendered: does it hold the element a selector asks for? */
const pageWith = (html: string) => ({
  querySelector: (selector: string) => {
    const attribute = /^\[([a-z-]+)\]$/.exec(selector)?.[1];
    return attribute && new RegExp(`\\s${attribute}(=|\\s|>)`).test(html) ? {} : null;
  },
});

describe('a 404 records no page or item view (issue 35)', () => {
  const notFound = pageWith(renderToStaticMarkup(<NotFoundScreen message="Page not found: /nieuws/gekocht-bericht" />));

  it('the 404 page carries the marker the tracker looks for', () => {
    expect(renderToStaticMarkup(<NotFoundScreen message="x" />)).toContain(`${NOT_FOUND_ATTRIBUTE}=""`);
  });

  it.each(['/nieuws/gekocht-bericht', '/nieuws/a1b2c3d4e5f6g7h8i9j0k1l2/verwijderd-bericht', '/jobs/vacature/a1/b', '/verzonnen'])(
    '%s, when it answered 404, records nothing',
    (path) => {
      expect(classifyPage(path, notFound)).toEqual({ kind: 'none' });
    },
  );

  it('a page that exists records as its path says', () => {
    const page = pageWith('<main><h1>Nieuws</h1></main>');
    expect(classifyPage('/nieuws/n1/titel', page)).toEqual({ kind: 'item', type: 'news', id: 'n1' });
    expect(classifyPage('/jobs', page)).toEqual({ kind: 'pageview' });
    expect(classifyPage('/jobs', null)).toEqual({ kind: 'pageview' });
  });
});
