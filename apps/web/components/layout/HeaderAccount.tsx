'use client';

import dynamic from 'next/dynamic';
import { Link } from './Link';
import { useVisitor } from './VisitorContext';

/**
 * Loaded for signed-in visitors only: the menu brings sign-out and with it the account API client, which
 * every page's header would otherwise load for every visitor (first-load JavaScript, decision 022).
 */
const UserMenu = dynamic(() => import('./UserMenu').then((module) => module.UserMenu));

/** The header's account corner: the user menu once the browser knows who is signed in, else "Inloggen". */
export function HeaderAccount() {
  const visitor = useVisitor();
  if (visitor?.user) return <UserMenu name={visitor.user.displayName} />;
  return (
    <Link href="/inloggen" className="button button--secondary">
      Inloggen
    </Link>
  );
}
