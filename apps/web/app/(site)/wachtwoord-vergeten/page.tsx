import type { Metadata } from 'next';
import { EmailForm } from '@/features/account/components/EmailForm';
import { Link } from '@/components/layout/Link';

export const metadata: Metadata = { title: 'Wachtwoord vergeten', robots: { index: false } };

const DONE =
  'Als er een account bij dit e-mailadres hoort, hebben we een e-mail gestuurd met een link om een nieuw wachtwoord te kiezen. Kijk ook in je map met ongewenste mail.';

/** /wachtwoord-vergeten: the same answer for every address (no account enumeration). */
export default function ForgotPasswordPage() {
  return (
    <div className="auth-page">
      <h1>Wachtwoord vergeten</h1>
      <p>Vul het e-mailadres van je account in. We sturen je een link waarmee je een nieuw wachtwoord kiest.</p>
      <EmailForm endpoint="/api/auth/forgot-password" label="Wachtwoord vergeten" submitLabel="Stuur mij een link" done={DONE} />
      <p className="auth-page__switch">
        Weet je je wachtwoord weer? <Link href="/inloggen">Log in</Link>
      </p>
    </div>
  );
}
