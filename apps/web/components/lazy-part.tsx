'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { FormLoading } from './forms/FormLoading';

/**
 * A part whose code loads when it is first shown, e.g. a form with react-hook-form and zod (decision
 * 014), with "Formulier laden…" (or `fallback`, given the same props) meanwhile. React's own lazy()
 * instead of next/dynamic: next/dynamic adds about 2 kB gzip of loader runtime to every page that uses
 * it (issue 14's first-load budget).
 * Only for parts rendered in the browser (after the visitor is known or on a click): never in the
 * server HTML, which would wait for the chunk.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ComponentType<Props> = FormLoading) {
  const Part = lazy(async () => ({ default: await load() }));
  const Fallback = fallback;
  return function LazyPart(props: Props) {
    return (
      <Suspense fallback={<Fallback {...props} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
