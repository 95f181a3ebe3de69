'use client';

import { useState } from 'react';
import type { ApiError } from '@/lib/http/call-route';
import { EmailForm } from './EmailForm';
import { FormAlert } from '@/components/forms/FormAlert';
import { ActivateAccountForm } from './NewPasswordForm';

const NEW_LINK_DONE =
  'Als er bij dit e-mailadres een account hoort dat nog geactiveerd moet worden, hebben we een nieuwe activatielink gestuurd. De link is 72 uur geldig.';

/** /account-activeren: choose a password with the mailed token, or ask for a new link when it is gone. */
export function ActivateAccount({ token }: { token: string | null }) {
  const [linkError, setLinkError] = useState<ApiError | null>(null);

  if (token && !linkError) {
    return (
      <>
        <p>Kies een wachtwoord om je account te activeren. Daarna ben je meteen ingelogd.</p>
        <ActivateAccountForm token={token} onLinkError={setLinkError} />
      </>
    );
  }
  return (
    <>
      <FormAlert focus={Boolean(linkError)}>
        {linkError
          ? linkError.message
          : 'Deze activatielink is onvolledig. Gebruik de volledige link uit de e-mail, of vraag hieronder een nieuwe aan.'}
      </FormAlert>
      <h2>Nieuwe activatielink aanvragen</h2>
      <EmailForm
        endpoint="/api/auth/send-activation"
        label="Nieuwe activatielink aanvragen"
        submitLabel="Stuur een nieuwe link"
        done={NEW_LINK_DONE}
      />
    </>
  );
}
