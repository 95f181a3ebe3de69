import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { FormAlert } from '@/components/forms/FormAlert';
import { LoginForm } from '@/features/account/components/LoginForm';
import { Link } from '@/components/layout/Link';
import { getSignInProviders, type SignInProvider } from '@/lib/cms/auth';
import { authErrorMessage } from '@/lib/http/errors';
import { getCurrentUser } from '@/lib/session/session';
import { safeReturnPath } from '@/lib/routing/return-path';
import { stringParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Inloggen', robots: { index: false } };

async function providers(): Promise<SignInProvider[]> {
  try {
    return await getSignInProviders();
  } catch {
    return [];
  }
}

/** /inloggen: e-mail and password, social sign-in, and the messages other flows send here. */
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const returnTo = safeReturnPath(params.terug);
  if (await getCurrentUser()) redirect(returnTo);

  const socialProviders = await providers();
  const confirmed = stringParam(params.bevestigd) === '1';
  const failure = stringParam(params.fout, 60);
  const toSave = stringParam(params.reden, 20) === 'bewaren';

  return (
    <div className="auth-page">
      <h1>Inloggen</h1>
      {confirmed ? (
        <FormAlert kind="success" focus={false}>
          Je e-mailadres is bevestigd. Log nu in.
        </FormAlert>
      ) : null}
      {failure ? <FormAlert focus={false}>{authErrorMessage(failure)}</FormAlert> : null}
      {toSave ? (
        <FormAlert kind="info" focus={false}>
          Log in om vacatures te bewaren. Daarna bewaren we de vacature meteen voor je; je vindt hem terug onder Mijn vacatures.
        </FormAlert>
      ) : null}
      <LoginForm returnTo={returnTo} />
      {socialProviders.length ? (
        <section className="social-sign-in" aria-labelledby="social-kop">
          <h2 id="social-kop">Of log in met</h2>
          <ul className="list-plain social-sign-in__list">
            {socialProviders.map((provider) => (
              <li key={provider.name}>
                {/* A plain link: the route handler redirects to the CMS, so no client-side navigation or prefetch. */}
                <a className="button button--secondary" href={`/api/auth/connect/${provider.name}`}>
                  Inloggen met {provider.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="auth-page__switch">
        Nog geen account? <Link href="/registreren">Maak een account aan</Link>
      </p>
    </div>
  );
}
