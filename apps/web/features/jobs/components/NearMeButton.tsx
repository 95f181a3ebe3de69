'use client';

import { useEffect, useRef, useState } from 'react';

/** How old a known position may be, and how long the browser may take: a job search, not navigation. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, maximumAge: 10 * 60_000, timeout: 15_000 };

/**
 * "In de buurt" (issue 16): asks the browser where the visitor is, rounds it to 0.01° (about 1 km)
 * before it leaves the browser, and sends the filter form it sits in with `near` and nearest first.
 * The location travels in the address only; nothing stores it. Hidden until the browser can tell.
 */
export function NearMeButton({ near }: { near?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [usable, setUsable] = useState(false);
  const [state, setState] = useState<'idle' | 'asking' | 'refused'>('idle');
  useEffect(() => setUsable('geolocation' in navigator), []);

  function locate() {
    setState('asking');
    // The distance rules load with the click (shared CommonJS comes whole: 0.5 kB gzip of /jobs' first load).
    const rules = import('@vacaturesite/shared/distance');
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const field = input.current!;
        field.value = (await rules).formatNear({ lat: coords.latitude, lon: coords.longitude });
        const sort = field.form?.elements.namedItem('sort');
        if (sort instanceof HTMLSelectElement) sort.value = 'afstand';
        field.form?.requestSubmit();
      },
      () => setState('refused'),
      POSITION_OPTIONS,
    );
  }

  return (
    <div className="filters__near" hidden={!usable}>
      <input ref={input} type="hidden" name="near" defaultValue={near} />
      <button type="button" className="button button--secondary" onClick={locate} disabled={state === 'asking'}>
        {state === 'asking' ? 'Locatie zoeken…' : 'In de buurt'}
      </button>
      <span role="status" className="filters__near-message">
        {state === 'refused' ? 'Je locatie is niet beschikbaar. Kies een plaats en een afstand.' : ''}
      </span>
    </div>
  );
}
