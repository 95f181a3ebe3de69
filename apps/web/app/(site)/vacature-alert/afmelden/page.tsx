import type { Metadata } from 'next';
import { UnsubscribeAlert } from '@/features/job-alerts/components/UnsubscribeAlert';
import { stringParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Afmelden voor een vacature-alert', robots: { index: false } };

/** /vacature-alert/afmelden?token=…: from the link in an alert mail; no sign-in needed (docs/decisions/009). */
export default async function UnsubscribeAlertPage({ searchParams }: { searchParams: SearchParams }) {
  const token = stringParam((await searchParams).token);
  return (
    <div className="auth-page">
      <h1>Afmelden voor een vacature-alert</h1>
      {token ? (
        <>
          <p>Wil je geen e-mails meer over nieuwe vacatures voor deze zoekopdracht? Klik dan op de knop.</p>
          <UnsubscribeAlert token={token} />
        </>
      ) : (
        <p>Deze afmeldlink is niet compleet. Gebruik de link uit de e-mail, of beheer je vacature-alerts op Mijn account.</p>
      )}
    </div>
  );
}
