import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { RegisterForm } from '@/features/account/components/RegisterForm';
import { Link } from '@/components/layout/Link';
import { getCurrentUser } from '@/lib/session/session';

export const metadata: Metadata = { title: 'Account aanmaken', robots: { index: false } };

/** /registreren: in the empty layout (spec §2), with a way back since there is no header. */
export default async function RegisterPage() {
  if (await getCurrentUser()) redirect('/account');
  return (
    <div className="auth-page">
      <Link className="back-link" href="/">
        ← Terug naar de website
      </Link>
      <h1>Account aanmaken</h1>
      <p>Met een account bewaar je je gegevens en reageer je sneller op vacatures.</p>
      <RegisterForm />
      <p className="auth-page__switch">
        Heb je al een account? <Link href="/inloggen">Log in</Link>
      </p>
    </div>
  );
}
