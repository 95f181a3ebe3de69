import type { Metadata } from 'next';
import { ActivateAccount } from '@/features/account/components/ActivateAccount';
import { stringParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Account activeren', robots: { index: false } };

/** /account-activeren?token=…: for accounts an editor or an import made for the visitor. */
export default async function ActivateAccountPage({ searchParams }: { searchParams: SearchParams }) {
  const token = stringParam((await searchParams).token, 512) ?? null;
  return (
    <div className="auth-page">
      <h1>Account activeren</h1>
      <ActivateAccount token={token} />
    </div>
  );
}
