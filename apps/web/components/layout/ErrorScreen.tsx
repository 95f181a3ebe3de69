'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { reloadAfterChunkError } from './BuildWatcher';
import { useIsCrawler } from './CrawlerContext';

type RouteError = Error & { digest?: string };

/**
 * Production builds replace server error messages with a generic English text plus a digest;
 * visitors get a Dutch sentence and the digest, which operators can find in the server log.
 */
export function visitorMessage(error: RouteError): string {
  if (error.digest) return `De pagina kon niet worden geladen. Probeer het later nog eens. (foutcode ${error.digest})`;
  return error.message || 'Er ging iets mis bij het tonen van deze pagina.';
}

/** Spec §2: the error screen; crawlers get nothing but the status code. */
export function ErrorScreen({ error, reset }: { error: RouteError; reset: () => void }) {
  const crawler = useIsCrawler();
  const router = useRouter();
  // A chunk of a newer or older build that failed to load: one guarded reload fixes it (spec §4).
  useEffect(() => reloadAfterChunkError(error), [error]);
  if (crawler) return null;

  const goHome = () =>
    startTransition(() => {
      reset();
      router.push('/');
      router.refresh();
    });

  return (
    <main className="container error-screen" role="alert">
      <h1>Er is iets fout gegaan</h1>
      <p data-testid="error-message">{visitorMessage(error)}</p>
      <button type="button" className="button" onClick={goHome}>
        Terug naar home
      </button>
    </main>
  );
}
