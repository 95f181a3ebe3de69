import { Link } from '@/components/layout/Link';
import { getCurrentUser } from '@/lib/auth/session';
import { siteSettings } from '@/lib/site';
import { MainNav } from './MainNav';
import { UserMenu } from './UserMenu';

/** The user is loaded on the server with the page, so the header is right on first paint. */
export async function SiteHeader() {
  const [site, user] = await Promise.all([siteSettings(), getCurrentUser()]);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link href="/" className="site-logo">
          <span className="site-logo__mark" aria-hidden="true" />
          <span className="site-logo__name">{site.siteName}</span>
        </Link>
        <MainNav links={site.navigation ?? []} />
        <div className="site-header__account">
          {user ? (
            <UserMenu name={user.displayName} />
          ) : (
            <Link href="/inloggen" className="button button--secondary">
              Inloggen
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
