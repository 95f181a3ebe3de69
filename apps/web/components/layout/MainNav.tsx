'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Link as NavLink } from '@/lib/cms';
import { Link } from './Link';
import { useDismiss } from './useDismiss';

function isCurrent(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/** Spec §2: on every route change the navigation (and later the user menu) is forced closed; Escape closes it too. */
export function MainNav({ links }: { links: NavLink[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useEffect(close, [pathname, close]);
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, root, button);

  return (
    <nav className="nav" aria-label="Hoofdmenu" data-open={open} ref={root}>
      <button
        ref={button}
        type="button"
        className="button button--secondary nav__toggle"
        aria-expanded={open}
        aria-controls="hoofdmenu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Sluit menu' : 'Menu'}
      </button>
      <ul className="nav__list" id="hoofdmenu">
        {links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            {/^https?:\/\//.test(link.href) ? (
              <a href={link.href}>{link.label}</a>
            ) : (
              <Link href={link.href} aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
