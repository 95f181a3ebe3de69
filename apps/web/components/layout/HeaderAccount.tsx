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

/**
 * The header's account corner: the user menu once the browser knows who is signed in, else "Inloggen".
 * Until it knows (the page is a shared cache entry, decision 010), the corner keeps its room but shows
 * nothing: a signed-in visitor was told "Inloggen" for a moment (issue 35). Without JavaScript the
 * visitor never becomes known, so there the link shows.
 */
export function HeaderAccount() {
  const visitor = useVisitor();
  if (visitor?.user) return <UserMenu name={visitor.user.headerName} ownPages={visitor.user.ownPages !== false} />;
  const pending = visitor === undefined;
  return (
    <>
      <Link href="/inloggen" className={`button button--secondary${pending ? ' header-account--pending' : ''}`}>
        Inloggen
      </Link>
      {pending ? (
        <noscript>
          <style>{'.header-account--pending{visibility:visible}'}</style>
        </noscript>
      ) : null}
    </>
  );
}
