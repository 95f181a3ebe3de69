import { Link } from '@/components/layout/Link';
import { siteSettings } from '@/lib/site';
import { MainNav } from './MainNav';

export async function SiteHeader() {
  const site = await siteSettings();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link href="/" className="site-logo">
          <span className="site-logo__mark" aria-hidden="true" />
          {site.siteName}
        </Link>
        <MainNav links={site.navigation ?? []} />
      </div>
    </header>
  );
}
