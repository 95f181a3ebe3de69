import { Link } from '@/components/layout/Link';
import { siteSettings } from '@/lib/site';
import { MainNav } from './MainNav';
import { HeaderAccount } from './HeaderAccount';

/** Shared by every visitor (cached pages, decision 010): the account corner is filled in by the browser. */
export async function SiteHeader() {
  const site = await siteSettings();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link href="/" className="site-logo">
          <span className="site-logo__mark" aria-hidden="true" />
          <span className="site-logo__name">{site.siteName}</span>
        </Link>
        <MainNav links={site.navigation ?? []} />
        <div className="site-header__account">
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
