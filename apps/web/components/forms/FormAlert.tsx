'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A message for the whole form: an error from the server (role="alert") or a confirmation
 * (role="status"). It takes focus when it appears so keyboard and screen-reader users land on it.
 */
export function FormAlert({
  kind = 'error',
  children,
  focus = true,
}: {
  kind?: 'error' | 'success' | 'info';
  children: ReactNode;
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, children]);
  return (
    <div ref={ref} className={`form-alert form-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'} tabIndex={-1}>
      {children}
    </div>
  );
}
