'use client';

import NextLink from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';

type NetworkInformation = EventTarget & { effectiveType?: string };

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

function subscribe(onChange: () => void) {
  const conn = typeof navigator === 'undefined' ? undefined : connection();
  conn?.addEventListener('change', onChange);
  return () => conn?.removeEventListener('change', onChange);
}

/** Spec §2: no data prefetch on a very slow (slow-2g) connection. */
export function useVerySlowConnection(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connection()?.effectiveType === 'slow-2g',
    () => false,
  );
}

/** next/link for every internal link of the site, minus prefetching on slow-2g. */
export function Link(props: ComponentProps<typeof NextLink>) {
  const verySlow = useVerySlowConnection();
  return <NextLink {...props} prefetch={verySlow ? false : props.prefetch} />;
}
