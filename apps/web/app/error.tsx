'use client';

import { ErrorScreen } from '@/components/layout/ErrorScreen';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen error={error} reset={reset} />;
}
