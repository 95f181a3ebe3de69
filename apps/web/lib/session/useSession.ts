'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { callAccountApi, type ApiError } from '@/lib/http/call-route';
import { refreshVisitor } from '@/components/layout/VisitorContext';

/**
 * Kept apart from the form hooks: the header's user menu needs these on every page, without
 * pulling react-hook-form and zod into every page's JavaScript.
 */

/** After the session changed: go on, and re-render the server parts (header) with the new cookie. */
export function useSessionNavigation() {
  const router = useRouter();
  return useCallback(
    (target: string) => {
      router.replace(target);
      router.refresh();
      refreshVisitor();
    },
    [router],
  );
}

/**
 * Signs out: the CMS ends the session, the server clears the cookie, then home with a fresh header.
 * `/api/auth/logout-everywhere` ends every session of the account.
 */
export function useLogout(route: '/api/auth/logout' | '/api/auth/logout-everywhere' = '/api/auth/logout') {
  const navigate = useSessionNavigation();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    setError(null);
    // Loaded on sign-out only: every page's header has this hook, and the push client (service worker,
    // subscription, token cache) is most of what it would add to each page's JavaScript (issue 14).
    await (await import('@/lib/push/client')).forgetPushBeforeSignOut();
    const result = await callAccountApi(route);
    setBusy(false);
    if (result.ok) navigate('/');
    else setError(result.error);
  };
  return { logout, error, busy };
}
