import { FormAlert } from '@/components/forms/FormAlert';
import { PERSONAL_DATA_ERRORS, type PersonalDataError } from '@/features/account/personal-data';

/**
 * "Mijn gegevens downloaden" (decision 049): a plain form, so the browser saves the ZIP as it streams in
 * and nothing needs JavaScript. The password is asked again (a fresh sign-in); an account that signs in
 * through another service has none and downloads within 5 minutes of signing in. A refusal comes back
 * here as `?gegevens=<code>`.
 */
export function PersonalDataDownload({
  email,
  provider,
  error,
}: {
  email: string;
  provider: string | null;
  error: PersonalDataError | null;
}) {
  return (
    <form method="post" action="/api/account/export" className="form" aria-label="Mijn gegevens downloaden">
      {error ? <FormAlert>{PERSONAL_DATA_ERRORS[error]}</FormAlert> : null}
      <p>
        Download alles wat we over je bewaren in één ZIP-bestand: je gegevens in <code>gegevens.json</code>, je cv&apos;s en een uitleg (
        <code>LEESMIJ.txt</code>).
      </p>
      {provider ? (
        <p>Je logt in via {provider}. Ben je langer dan 5 minuten geleden ingelogd? Log dan eerst uit en weer in.</p>
      ) : (
        <>
          {/* For password managers: which account the password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <div className="field">
            <label htmlFor="gegevens-wachtwoord">Wachtwoord</label>
            <p className="field__hint" id="gegevens-wachtwoord-hint">
              Ter controle vragen we je wachtwoord opnieuw.
            </p>
            <input
              id="gegevens-wachtwoord"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-describedby="gegevens-wachtwoord-hint"
            />
          </div>
        </>
      )}
      <button type="submit" className="button">
        Mijn gegevens downloaden
      </button>
    </form>
  );
}
