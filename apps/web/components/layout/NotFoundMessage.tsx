'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

/**
 * The 404 message when the server could not name the path: a page's notFound() during a client-side
 * navigation (the front door sends 404 documents to /niet-gevonden, which names it on the server).
 * The route table loads only then: in every page's bundle it cost about 3.5 kB gzip, because Next ships
 * the client parts of the root not-found boundary with every page (issue 14).
 */
export function NotFoundMessage() {
  const pathname = usePathname() ?? '';
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('@/lib/routing/routes').then(({ notFoundMessage }) => {
      if (current) setMessage(notFoundMessage(pathname));
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return (
    <p className="error-screen__path" data-testid="error-message">
      {message}
    </p>
  );
}
