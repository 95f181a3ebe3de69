import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { LinkAction } from '@/components/forms/LinkAction';
import { stringParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Afmelden voor de nieuwsbrief', robots: { index: false } };

/** /nieuwsbrief/afmelden?s=…&t=…: the unsubscribe link in every newsletter; no sign-in, no extra click (decision 008). */
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const subscriber = stringParam(params.s, 64);
  const token = stringParam(params.t, 128);
  const endpoint =
    subscriber && token ? `/api/nieuwsbrief/afmelden?s=${encodeURIComponent(subscriber)}&t=${encodeURIComponent(token)}` : null;
  return (
    <div className="auth-page">
      <h1>Afmelden voor de nieuwsbrief</h1>
      <LinkAction
        endpoint={endpoint}
        pending="Je wordt afgemeld…"
        done={
          <>
            <p>Je bent afgemeld. Je krijgt geen nieuwsbrief meer van ons.</p>
            <p>
              Toch per ongeluk? <Link href="/nieuwsbrief">Meld je opnieuw aan</Link>.
            </p>
          </>
        }
      />
      <p>
        <Link href="/">Naar de website</Link>
      </p>
    </div>
  );
}
