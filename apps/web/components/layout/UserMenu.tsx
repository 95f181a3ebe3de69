'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLogout } from '@/lib/session/useSession';
import { Link } from './Link';
import { useDismiss } from './useDismiss';
import { UserMenuFace } from './UserMenuFace';

/**
 * The signed-in visitor's menu in the header. Like the main navigation it is forced closed on every
 * route change (spec §2); Escape and a click outside close it too.
 */
export function UserMenu({ name, ownPages = true }: { name: string; ownPages?: boolean }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const { logout, busy, error } = useLogout();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useEffect(close, [pathname, close]);

  useDismiss(open, close, root, button);

  return (
    <div className="user-menu" ref={root} data-open={open}>
      <button
        ref={button}
        type="button"
        className="button button--secondary user-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserMenuFace name={name} />
      </button>
      <ul className="user-menu__list" id={menuId} hidden={!open}>
        <li>
          <Link href="/account" aria-current={pathname === '/account' ? 'page' : undefined}>
            Mijn account
          </Link>
        </li>
        {ownPages ? (
          <>
            <li>
              <Link href="/jobs/mijn" aria-current={pathname === '/jobs/mijn' ? 'page' : undefined}>
                Mijn vacatures
              </Link>
            </li>
            <li>
              <Link href="/inschrijvingen" aria-current={pathname === '/inschrijvingen' ? 'page' : undefined}>
                Mijn inschrijvingen
              </Link>
            </li>
          </>
        ) : null}
        <li>
          <button type="button" className="user-menu__logout" onClick={logout} disabled={busy}>
            {busy ? 'Bezig met uitloggen…' : 'Uitloggen'}
          </button>
        </li>
        {error ? (
          <li className="user-menu__error" role="alert">
            {error.message}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
