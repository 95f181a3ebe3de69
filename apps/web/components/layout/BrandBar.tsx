import { Link } from '@/components/layout/Link';
import { siteSettings } from '@/lib/site';
import { HeaderAccount } from './HeaderAccount';

/**
 * A slim way back into the site on the pages of the empty layout that visitors land on from Google or
 * an alert mail (a vacancy, /jobs/plaatsen: issue 35): the logo to the home, "Alle vacatures" and the
 * sign-in state. The layout itself stays empty (spec §2); this belongs to the pages.
 */
export async function BrandBar() {
  const site = await siteSettings();
  return (
    <div className="brand-bar">
      <Link href="/" className="site-logo brand-bar__logo">
        <span className="site-logo__mark" aria-hidden="true" />
        <span className="site-logo__name">{site.siteName}</span>
      </Link>
      <nav aria-label="Snel naar" className="brand-bar__links">
        <Link href="/jobs">Alle vacatures</Link>
        <div className="site-header__account">
          <HeaderAccount />
        </div>
      </nav>
    </div>
  );
}
