'use client';

// Only the base styles: Next inlines this page's CSS into the payload of every page (decision 014).
import './styles/base.css';
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
