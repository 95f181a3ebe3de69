import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnalyticsTracker } from '@/components/layout/AnalyticsTracker';
import { ColorModeWatcher } from '@/components/layout/ColorMode';
import { BuildWatcher } from '@/components/layout/BuildWatcher';
import { PreviewBanner } from '@/components/layout/PreviewBanner';
import { VisitorProvider } from '@/components/layout/VisitorContext';
import { FEED_ALTERNATE, SITE_NAME } from '@/lib/seo/metadata';
import { siteUrl } from '@/lib/seo/site-url';
import { COLOR_MODE_SCRIPT } from '@/lib/color-mode';

const DESCRIPTION = 'Vacatures, evenementen en nieuws uit de regio.';

/** Read per request: SITE_URL is set at run time, not at build time. */
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
    description: DESCRIPTION,
    alternates: { types: FEED_ALTERNATE },
    openGraph: { siteName: SITE_NAME, locale: 'nl_NL', type: 'website', title: SITE_NAME, description: DESCRIPTION },
    twitter: { card: 'summary', title: SITE_NAME, description: DESCRIPTION },
  };
}

export const viewport: Viewport = {
  themeColor: '#e20612',
  width: 'device-width',
  initialScale: 1,
};

/**
 * Reads no cookies or headers: every public page below it can be a shared cache entry (decision 010).
 * Who is looking (user menu, saved vacancies) the browser asks from /api/visitor. The preview banner
 * reads draft mode, which is off whenever a page is being cached (decision 013).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="nl" suppressHydrationWarning>
      <body>
        <script dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />
        <PreviewBanner />
        <VisitorProvider>{children}</VisitorProvider>
        <ColorModeWatcher />
        <AnalyticsTracker />
        <BuildWatcher />
      </body>
    </html>
  );
}
