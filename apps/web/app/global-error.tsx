'use client';

// The site's one stylesheet, the file every page already has (decision 019).
import './globals.css';

/**
 * Only used when the root layout itself fails; it must bring its own html and body. Next loads it on
 * every page, so it stays plain (decision 041): no crawler check or chunk reload as in ErrorScreen, just
 * the Dutch message and a way home that reloads the whole site.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="nl">
      <body>
        <main className="container error-screen" role="alert">
          <h1>Er is iets fout gegaan</h1>
          <p data-testid="error-message">
            De pagina kon niet worden geladen. Probeer het later nog eens.
            {error.digest ? ` (foutcode ${error.digest})` : ''}
          </p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: the failed root layout must not be reused */}
          <a className="button" href="/">
            Terug naar home
          </a>
        </main>
      </body>
    </html>
  );
}
