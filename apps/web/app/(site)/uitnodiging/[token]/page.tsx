import type { Metadata } from 'next';
import { FormAlert } from '@/components/forms/FormAlert';
import { Link } from '@/components/layout/Link';
import { getCurrentUser } from '@/lib/session/session';
import { ActionForm } from '@/features/organisations/components/ActionForm';
import { fetchInvitePreview } from '@/lib/cms/organisations';
import { signInPath } from '@/lib/urls';
import { acceptInvitation } from './actions';

export const metadata: Metadata = { title: 'Uitnodiging', robots: { index: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ token: string }> };

/**
 * /uitnodiging/{token}: the mailed invitation to join an organisation (decision 056). Signed out: sign
 * in (and come straight back) or register with the invited address; the invitation is bound to that
 * address, so after registering and confirming it also waits on /jobs/mijn/organisatie.
 */
export default async function InvitationPage({ params }: Props) {
  const { token } = await params;
  const preview = /^[A-Za-z0-9_-]{43}$/.test(token) ? await fetchInvitePreview(token) : null;
  const user = preview ? await getCurrentUser() : null;
  const here = `/uitnodiging/${token}`;
  return (
    <div className="auth-page">
      <h1>Uitnodiging</h1>
      {!preview ? (
        <FormAlert focus={false}>
          Deze uitnodiging bestaat niet (meer): hij is al gebruikt, ingetrokken of verlopen. Vraag je collega om een nieuwe.
        </FormAlert>
      ) : (
        <>
          <p data-testid="invitation">
            <strong>{preview.organisationName}</strong> nodigt <strong>{preview.email}</strong> uit om lid te worden. Als lid beheer je
            samen met je collega’s de vacatures en sollicitaties van {preview.organisationName}.
          </p>
          {user ? (
            <ActionForm action={acceptInvitation} submitLabel="Uitnodiging accepteren" busyLabel="Bezig…" variant="primary">
              <input type="hidden" name="token" value={token} />
            </ActionForm>
          ) : (
            <>
              <p>Log in met {preview.email} om de uitnodiging te accepteren.</p>
              <p className="form__actions">
                <Link className="button" href={signInPath(here)}>
                  Inloggen
                </Link>
                <Link className="button button--secondary" href="/registreren">
                  Account aanmaken
                </Link>
              </p>
              <p>
                Nog geen account? Maak er een aan met {preview.email} en bevestig je e-mailadres. Na het inloggen vind je de uitnodiging
                onder Mijn vacatures → Organisatie, of open deze link opnieuw.
              </p>
            </>
          )}
        </>
      )}
    </div>
  );
}
