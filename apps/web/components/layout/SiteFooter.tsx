import { Link } from '@/components/layout/Link';
import { siteSettings } from '@/lib/site';
import { ColorModeSelect } from './ColorMode';

export async function SiteFooter() {
  const site = await siteSettings();
  return (
    <footer className="site-footer">
      <div className="container stack">
        <nav aria-label="Footer">
          <ul>
            {(site.footerLinks ?? []).map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* A setting, not a first-screen control (issue 20): the phone header keeps logo, menu and account only. */}
        <ColorModeSelect />
        <p>
          © {new Date().getFullYear()} {site.siteName}
          {site.tagline ? ` — ${site.tagline}` : ''}
          {site.contactEmail ? (
            <>
              {' '}
              · <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
            </>
          ) : null}
        </p>
      </div>
    </footer>
  );
}
