import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { LinkAction } from '@/components/forms/LinkAction';
import { stringParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Vacature-alert bevestigen', robots: { index: false } };

/** /vacature-alert/bevestigen?token=…: the link from a guest alert's mail, the first or the yearly one (decision 032). */
export default async function ConfirmAlertPage({ searchParams }: { searchParams: SearchParams }) {
  const token = stringParam((await searchParams).token, 128) ?? null;
  return (
    <div className="auth-page">
      <h1>Vacature-alert bevestigen</h1>
      <LinkAction
        endpoint={token ? '/api/job-alerts/bevestigen' : null}
        body={token ? { token } : undefined}
        pending="Je vacature-alert wordt bevestigd…"
        done={<p>Je vacature-alert is bevestigd. We mailen je zodra er een nieuwe vacature is die past.</p>}
      />
      <p>
        <Link href="/jobs">Naar de vacatures</Link>
      </p>
    </div>
  );
}
