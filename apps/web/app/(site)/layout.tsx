import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';

/** The default layout: header with the CMS navigation, content, footer. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#inhoud">
        Naar de inhoud
      </a>
      <SiteHeader />
      {/* tabIndex -1: the skip link moves focus here, so the next Tab continues inside the content. */}
      <main id="inhoud" className="container" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
