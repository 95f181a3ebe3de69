'use client';

import { Link } from './Link';
import { UserMenu } from './UserMenu';
import { useVisitor } from './VisitorContext';

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
