import type { Metadata } from 'next';
import { EmailConfirmation } from '@/features/account/components/EmailConfirmation';
import { stringParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'E-mailadres bevestigen', robots: { index: false } };

/** /email-valideren?confirmation=…: the link from the confirmation mail. */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const confirmation = stringParam((await searchParams).confirmation, 512) ?? null;
  return (
    <div className="auth-page">
      <h1>E-mailadres bevestigen</h1>
      <EmailConfirmation confirmation={confirmation} />
    </div>
  );
}
