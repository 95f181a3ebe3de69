'use client';

import { lazyPart } from '@/components/lazy-part';
import { Link } from './Link';
import { UserMenuFace } from './UserMenuFace';
import { useVisitor } from './VisitorContext';

/**
 * The menu's code (sign-out, the account client) loads for signed-in visitors only: most visitors never
 * sign in, and it was about 2 kB gzip of every page's first load (issue 14). Meanwhile the same face,
 * not yet clickable.
 */
const UserMenu = lazyPart(
  () => import('./UserMenu').then((module) => module.UserMenu),
  ({ name }) => (
    <div className="user-menu">
      <button type="button" className="button button--secondary user-menu__toggle" aria-expanded={false} disabled>
        <UserMenuFace name={name} />
      </button>
    </div>
  ),
);

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
