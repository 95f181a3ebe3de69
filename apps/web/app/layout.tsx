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

export const metadata: Metadata = {
  title: { default: 'Vacaturesite', template: '%s | Vacaturesite' },
  description: 'Vacatures, evenementen en nieuws uit de regio.',
};

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
