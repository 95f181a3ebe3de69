import { Link } from '@/components/layout/Link';
import { headers } from 'next/headers';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { NOT_FOUND_MESSAGES } from '@/lib/routing/validation';

export const metadata = { title: 'Pagina niet gevonden', robots: { index: false } };

/** Both 404 flavours of spec §8; the proxy tells which one applies and what the path was. */
export default async function NotFound() {
  const requestHeaders = await headers();
  const path = requestHeaders.get('x-pathname') ?? '';
  const message = requestHeaders.get('x-route-invalid') ? NOT_FOUND_MESSAGES.invalid(path) : NOT_FOUND_MESSAGES.unmatched(path);
  return (
    <>
      <SiteHeader />
      <main id="inhoud" className="container error-screen">
        <h1>Pagina niet gevonden</h1>
        <p data-testid="error-message">{message}</p>
        <p>De pagina die je zoekt bestaat niet (meer). Misschien vind je het via het menu of de vacatures.</p>
        <Link href="/" className="button">
          Terug naar home
        </Link>
      </main>
      <SiteFooter />
    </>
  );
}
