import { NotFoundMessage } from '@/components/layout/NotFoundMessage';

export const NOT_FOUND_METADATA = { title: 'Pagina niet gevonden', robots: { index: false } };

/**
 * The 404 page's content (spec §8); each layout's not-found file puts it inside that layout's frame.
 * `message` is the server's (lib/routing/routes.ts notFoundMessage); without it the browser works it out.
 */
export function NotFoundScreen({ message }: { message?: string }) {
  return (
    // data-not-found: the analytics record no page view for a 404 (lib/analytics/routes.ts NOT_FOUND_ATTRIBUTE, issue 35).
    <div className="error-screen" data-not-found="">
      <h1>Pagina niet gevonden</h1>
      {message ? (
        <p className="error-screen__path" data-testid="error-message">
          {message}
        </p>
      ) : (
        <NotFoundMessage />
      )}
      <p>De pagina die je zoekt bestaat niet (meer). Misschien vind je het via het menu of de vacatures.</p>
      {/* A plain link: Next ships each not-found file's client parts as a chunk of its own beside the
          page's, so next/link here was a second copy of it on pages of the empty layout (+3.3 kB gzip). */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className="button">
        Terug naar home
      </a>
    </div>
  );
}
