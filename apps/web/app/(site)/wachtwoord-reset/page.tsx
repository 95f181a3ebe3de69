import type { Metadata } from 'next';
import { FormAlert } from '@/components/forms/FormAlert';
import { ResetPasswordForm } from '@/features/account/components/NewPasswordForm';
import { Link } from '@/components/layout/Link';
import { stringParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Nieuw wachtwoord kiezen', robots: { index: false } };

/** /wachtwoord-reset?code=…: the link from the reset mail. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const code = stringParam((await searchParams).code, 512);
  return (
    <div className="auth-page">
      <h1>Nieuw wachtwoord kiezen</h1>
      {code ? (
        <ResetPasswordForm code={code} />
      ) : (
        <FormAlert focus={false}>
          <p>Deze link is onvolledig. Gebruik de volledige link uit de e-mail.</p>
          <p>
            <Link href="/wachtwoord-vergeten">Vraag een nieuwe link aan</Link>
          </p>
        </FormAlert>
      )}
    </div>
  );
}
