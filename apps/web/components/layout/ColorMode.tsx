'use client';

import { ThemeProvider, useTheme } from 'next-themes';
import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

export type ForcedMode = 'light' | 'dark';

/** Key kept from the original product so visitors' saved choice survives the rebuild (spec §3). */
export const COLOR_MODE_STORAGE_KEY = 'nuxt-color-mode';

const SetForcedModeContext = createContext<(mode: ForcedMode | null) => void>(() => {});

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [forced, setForced] = useState<ForcedMode | null>(null);
  return (
    <SetForcedModeContext.Provider value={setForced}>
      <ThemeProvider
        attribute="class"
        storageKey={COLOR_MODE_STORAGE_KEY}
        defaultTheme="system"
        enableSystem
        themes={['light', 'dark']}
        forcedTheme={forced ?? undefined}
        disableTransitionOnChange
      >
        {children}
      </ThemeProvider>
    </SetForcedModeContext.Provider>
  );
}

/**
 * A page may force a colour mode (spec §2). The inline script applies it while the HTML is parsed,
 * so a first load does not flash; the effect covers client-side navigation and undoes it on leave.
 */
export function ForceColorMode({ mode }: { mode: ForcedMode }) {
  const setForced = useContext(SetForcedModeContext);
  useLayoutEffect(() => {
    setForced(mode);
    return () => setForced(null);
  }, [mode, setForced]);
  const script = `(function(d){d.classList.remove('light','dark');d.classList.add(${JSON.stringify(mode)});d.style.colorScheme=${JSON.stringify(mode)};})(document.documentElement)`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

const LABELS = { system: 'Systeem', light: 'Licht', dark: 'Donker' } as const;

export function ColorModeSelect() {
  const { theme, setTheme, forcedTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <label className="color-mode">
      <span>Kleurmodus</span>
      <select
        aria-label="Kleurmodus"
        value={mounted ? (theme ?? 'system') : 'system'}
        disabled={!mounted || Boolean(forcedTheme)}
        title={forcedTheme ? 'Deze pagina heeft een vaste kleurmodus' : undefined}
        onChange={(event) => setTheme(event.target.value)}
      >
        {Object.entries(LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
