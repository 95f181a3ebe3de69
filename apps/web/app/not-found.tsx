import { Link } from '@/components/layout/Link';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';

export const metadata = { title: 'Pagina niet gevonden', robots: { index: false } };

/** Both 404 flavours of spec §8 (NotFoundMessage tells which); no request headers, so it can be cached. */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="inhoud" className="container error-screen">
        <h1>Pagina niet gevonden</h1>
        <NotFoundMessage />
        <p>De pagina die je zoekt bestaat niet (meer). Misschien vind je het via het menu of de vacatures.</p>
        <Link href="/" className="button">
          Terug naar home
        </Link>
      </main>
      <SiteFooter />
    </>
  );
}
