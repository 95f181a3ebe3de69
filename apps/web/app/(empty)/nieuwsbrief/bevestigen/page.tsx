import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { LinkAction } from '@/components/forms/LinkAction';
import { stringParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Aanmelding nieuwsbrief bevestigen', robots: { index: false } };

/** /nieuwsbrief/bevestigen?token=…: the link from the confirmation mail (double opt-in, decision 008). */
export default async function ConfirmNewsletterPage({ searchParams }: { searchParams: SearchParams }) {
  const token = stringParam((await searchParams).token, 128) ?? null;
  return (
    <div className="auth-page">
      <h1>Aanmelding bevestigen</h1>
      <LinkAction
        endpoint={token ? '/api/nieuwsbrief/bevestigen' : null}
        body={token ? { token } : undefined}
        pending="Je aanmelding wordt bevestigd…"
        done={<p>Je aanmelding voor de nieuwsbrief is bevestigd. Je krijgt voortaan onze nieuwsbrief.</p>}
      />
      <p>
        <Link href="/">Naar de website</Link>
      </p>
    </div>
  );
}
