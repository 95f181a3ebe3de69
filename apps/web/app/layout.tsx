import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/800.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AnalyticsTracker } from '@/components/layout/AnalyticsTracker';
import { ColorModeProvider } from '@/components/layout/ColorMode';
import { CrawlerProvider } from '@/components/layout/CrawlerContext';
import { StaleSessionCleaner } from '@/components/layout/StaleSessionCleaner';
import { getSession } from '@/lib/auth/session';
import { isCrawler } from '@/lib/crawler';
import { FEED_ALTERNATE, SITE_NAME } from '@/lib/seo/metadata';
import { siteUrl } from '@/lib/seo/site-url';

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

export default async function RootLayout({ children }: { children: ReactNode }) {
  const crawler = isCrawler((await headers()).get('user-agent'));
  // Once per request (cached): the header and pages read the same answer.
  const session = await getSession();
  return (
    <html lang="nl" suppressHydrationWarning>
      <body>
        <CrawlerProvider isCrawler={crawler}>
          <ColorModeProvider>{children}</ColorModeProvider>
          {session.stale ? <StaleSessionCleaner /> : null}
          <AnalyticsTracker />
        </CrawlerProvider>
      </body>
    </html>
  );
}
