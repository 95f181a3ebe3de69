'use client';

import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import {
  COLOR_MODE_STORAGE_KEY,
  DARK_QUERY,
  forcedColorModeScript,
  isColorModeChoice,
  showColorMode,
  type ColorMode,
  type ColorModeChoice,
} from '@/lib/color-mode';

export type ForcedMode = ColorMode;

/** One store per tab: the stored choice and a page's forced mode, which the select and the watcher share. */
let forced: ColorMode | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function storedChoice(): ColorModeChoice {
  try {
    const value = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorModeChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Shows the forced mode, else the stored choice, without animating every colour on the page. */
function refresh() {
  const choice = storedChoice();
  const mode = forced ?? (choice === 'system' ? (matchMedia(DARK_QUERY).matches ? 'dark' : 'light') : choice);
  const still = document.createElement('style');
  still.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(still);
  showColorMode(document.documentElement, mode);
  void getComputedStyle(document.body).opacity;
  requestAnimationFrame(() => still.remove());
  for (const listener of listeners) listener();
}

/** Follows the system's mode and the choice made in another tab; in the root layout. */
export function ColorModeWatcher() {
  useEffect(() => {
    const media = matchMedia(DARK_QUERY);
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_STORAGE_KEY) refresh();
    };
    media.addEventListener('change', refresh);
    window.addEventListener('storage', onStorage);
    return () => {
      media.removeEventListener('change', refresh);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return null;
}

/**
 * A page may force a colour mode (spec §2). The inline script applies it while the HTML is parsed,
 * so a first load does not flash; the effect covers client-side navigation and undoes it on leave.
 */
export function ForceColorMode({ mode }: { mode: ForcedMode }) {
  useLayoutEffect(() => {
    forced = mode;
    refresh();
    return () => {
      forced = null;
      refresh();
    };
  }, [mode]);
  return <script dangerouslySetInnerHTML={{ __html: forcedColorModeScript(mode) }} />;
}

const LABELS = { system: 'Systeem', light: 'Licht', dark: 'Donker' } as const;

export function ColorModeSelect() {
  // Before hydration (and in the server HTML) "system", disabled: the stored choice is the browser's.
  const choice = useSyncExternalStore(subscribe, storedChoice, () => null);
  const isForced = useSyncExternalStore(
    subscribe,
    () => forced !== null,
    () => false,
  );
  return (
    <label className="color-mode">
      <span>Kleurmodus</span>
      <select
        aria-label="Kleurmodus"
        value={choice ?? 'system'}
        disabled={choice === null || isForced}
        title={isForced ? 'Deze pagina heeft een vaste kleurmodus' : undefined}
        onChange={(event) => {
          try {
            localStorage.setItem(COLOR_MODE_STORAGE_KEY, event.target.value);
          } catch {
            // Private mode without storage: the choice holds until the page is left.
          }
          refresh();
        }}
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
