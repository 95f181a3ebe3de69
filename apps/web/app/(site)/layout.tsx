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
      <main id="inhoud" className="container">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
