import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';

export const metadata: Metadata = { title: 'Account verwijderd', robots: { index: false } };

/** /account/verwijderd: where deleting one's account ends (issue 35), with what happened and what did not. */
export default function AccountDeletedPage() {
  return (
    <div className="auth-page">
      <h1>Je account is verwijderd</h1>
      <p>
        Je account en alles wat erbij hoorde zijn verwijderd: je gegevens, sollicitaties met cv’s, bewaarde vacatures, vacature-alerts,
        inschrijvingen en meldingen. We hebben je een bevestiging gemaild.
      </p>
      <p>
        Je bent uitgelogd. Wil je later weer gebruikmaken van de site? Dan kun je altijd opnieuw een{' '}
        <Link href="/registreren">account aanmaken</Link>.
      </p>
      <p>
        <Link href="/">Naar de voorpagina</Link>
      </p>
    </div>
  );
}
