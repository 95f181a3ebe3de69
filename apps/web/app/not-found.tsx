import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { NOT_FOUND_METADATA, NotFoundScreen } from '@/components/layout/NotFoundScreen';

export const metadata = NOT_FOUND_METADATA;

/**
 * Paths that match no route (the client router's, and /niet-gevonden's), with the default layout's
 * header and footer; pages inside a layout get that layout's own not-found file, so one header.
 */
export default function NotFound({ message }: { message?: string }) {
  return (
    <>
      <SiteHeader />
      <main id="inhoud" className="container">
        <NotFoundScreen message={message} />
      </main>
      <SiteFooter />
    </>
  );
}
