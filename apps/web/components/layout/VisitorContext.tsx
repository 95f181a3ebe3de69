'use client';

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { VisitorState } from '@/lib/session/visitor-state';

/**
 * Who is looking, loaded in the browser from GET /api/visitor: public pages are shared cache entries
 * (decision 010) and must never carry one visitor's name or saved vacancies. `undefined` until known,
 * null when it could not be asked (shown as signed out).
 */
const VisitorContext = createContext<VisitorState | null | undefined>(undefined);

const CHANGED = 'vs:visitor-changed';

/** After signing in or out, a profile change or saving: everything that shows the visitor reloads it. */
export function refreshVisitor() {
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * Loads a per-visitor JSON answer (never cached) now, after every refreshVisitor() and on reload();
 * undefined until known, null when it cannot be read.
 */
export function useVisitorJson<T>(url: string): [T | null | undefined, () => Promise<void>] {
  const [state, setState] = useState<T | null | undefined>(undefined);
  const load = useCallback(async () => {
    try {
      const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
      setState(response.ok ? ((await response.json()) as T) : null);
    } catch {
      setState(null);
    }
  }, [url]);
  useEffect(() => {
    void load();
    window.addEventListener(CHANGED, load);
    return () => window.removeEventListener(CHANGED, load);
  }, [load]);
  return [state, load];
}

/** `/api/visitor{query}`: who is looking (and with `?vacancy=`, their relation to that vacancy). */
export const useVisitorFetch = (query = ''): VisitorState | null | undefined => useVisitorJson<VisitorState>(`/api/visitor${query}`)[0];

export function VisitorProvider({ children }: { children: ReactNode }) {
  const state = useVisitorFetch();
  return <VisitorContext.Provider value={state}>{children}</VisitorContext.Provider>;
}

export const useVisitor = () => useContext(VisitorContext);
