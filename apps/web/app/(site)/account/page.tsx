import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { redirect } from 'next/navigation';
import { AccountAlerts } from '@/features/job-alerts/components/AccountAlerts';
import {
  ChangePasswordForm,
  DeleteAccount,
  LogoutButton,
  LogoutEverywhereButton,
  ProfileForm,
} from '@/features/account/components/AccountForms';
import { AccountNewsletterSection } from '@/features/newsletter/components/AccountNewsletterSection';
import { getSignInProviders } from '@/lib/cms/auth';
import { canChangePassword, hasProjectApis } from '@/lib/cms/config';
import { getCurrentUser } from '@/lib/session/session';
import { PersonalDataDownload } from '@/features/account/components/PersonalDataDownload';
import { isPersonalDataError } from '@/features/account/personal-data';

export const metadata: Metadata = { title: 'Mijn account', robots: { index: false } };

/** The provider's display name from the CMS, else its technical name. */
async function providerLabel(name: string): Promise<string> {
  const providers = await getSignInProviders().catch(() => []);
  return providers.find((provider) => provider.name === name)?.label ?? name;
}

/** /account: the signed-in visitor's own details; signed-out visitors are sent to sign in first. */
export default async function AccountPage({ searchParams }: { searchParams: Promise<{ gegevens?: string | string[] }> }) {
  const user = await getCurrentUser();
  const { gegevens } = await searchParams;
  if (!user) redirect('/inloggen?terug=/account');
  const provider = user.provider === 'local' ? null : await providerLabel(user.provider);
  // Profile, sessions, newsletter, alerts, data export and deletion are this project's own CMS routes;
  // on Strapi 3 or 4 the account is what users-permissions offers: sign-out and the password (decision 053).
  const ownApis = hasProjectApis();

  return (
    <div className="account-page">
      <h1>Mijn account</h1>
      <section className="card account-page__summary" aria-labelledby="account-kop">
        <h2 id="account-kop">{user.displayName}</h2>
        <dl className="facts">
          <dt>E-mailadres</dt>
          <dd data-testid="account-email">{user.email}</dd>
          {provider ? (
            <>
              <dt>Inloggen via</dt>
              <dd>{provider}</dd>
            </>
          ) : null}
        </dl>
        <LogoutButton />
      </section>

      {ownApis ? (
        <section className="card" aria-labelledby="gegevens-kop">
          <h2 id="gegevens-kop">Gegevens</h2>
          <ProfileForm firstName={user.firstName} lastName={user.lastName} />
        </section>
      ) : null}

      <section className="card" aria-labelledby="wachtwoord-kop">
        <h2 id="wachtwoord-kop">Wachtwoord</h2>
        {provider ? (
          <p>Je logt in via {provider}. Je hebt bij ons daarom geen apart wachtwoord.</p>
        ) : canChangePassword() ? (
          <ChangePasswordForm email={user.email} />
        ) : (
          // Strapi 3's users-permissions has no password change for a signed-in visitor (decision 053).
          <p>
            Een nieuw wachtwoord kies je via <Link href="/wachtwoord-vergeten">wachtwoord vergeten</Link>: je krijgt een link per e-mail.
          </p>
        )}
      </section>

      {ownApis ? (
        <>
          <section className="card" aria-labelledby="sessies-kop">
            <h2 id="sessies-kop">Ingelogde apparaten</h2>
            <LogoutEverywhereButton />
          </section>

          <AccountNewsletterSection />
          <AccountAlerts />

          <section className="card" id="mijn-gegevens" aria-labelledby="mijn-gegevens-kop">
            <h2 id="mijn-gegevens-kop">Mijn gegevens</h2>
            <PersonalDataDownload email={user.email} provider={provider} error={isPersonalDataError(gegevens) ? gegevens : null} />
          </section>

          <section className="card" aria-labelledby="verwijderen-kop">
            <h2 id="verwijderen-kop">Account verwijderen</h2>
            <p>Wil je geen account meer? Dan verwijderen we je account en je gegevens.</p>
            <DeleteAccount />
          </section>
        </>
      ) : null}
    </div>
  );
}
