'use client';

// The site's one stylesheet, the file every page already has (decision 019).
import './globals.css';
import { ErrorScreen } from '@/components/layout/ErrorScreen';

/** Only used when the root layout itself fails; it must bring its own html and body. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="nl">
      <body>
        <ErrorScreen error={error} reset={reset} />
      </body>
    </html>
  );
}
