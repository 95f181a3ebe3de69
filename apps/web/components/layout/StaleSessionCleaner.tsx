'use client';

import { useEffect, useRef } from 'react';

/**
 * Rendered when the session cookie holds a token the CMS no longer accepts: the page is already shown
 * signed out; this asks the server once to drop the cookie (spec §4). No error screen, no retry.
 */
export function StaleSessionCleaner() {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void fetch('/api/auth/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', credentials: 'same-origin' }).catch(() => {});
  }, []);
  return null;
}
