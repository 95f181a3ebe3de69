import { getSessionToken } from '@/lib/session/session';
import { cmsOwnSubscription, type OwnSubscription } from '@/lib/cms/newsletter';
import { getCategoryOptions } from '@/lib/cms/queries';
import { AccountNewsletterForm } from './AccountNewsletterForm';

/** The newsletter part of /account (decision 008): the signed-in visitor's own subscription. */
export async function AccountNewsletterSection() {
  const [subscription, categories] = await Promise.all([
    getSessionToken()
      .then((token) => cmsOwnSubscription({ token }))
      .catch((error: unknown): OwnSubscription | null => {
        console.error('Could not load the newsletter subscription:', error instanceof Error ? error.message : error);
        return null;
      }),
    getCategoryOptions().catch(() => []),
  ]);
  return (
    <section className="card" aria-labelledby="nieuwsbrief-kop">
      <h2 id="nieuwsbrief-kop">Nieuwsbrief</h2>
      {subscription ? (
        <AccountNewsletterForm initial={subscription} categories={categories.map(({ documentId, name }) => ({ documentId, name }))} />
      ) : (
        <p>Je aanmelding voor de nieuwsbrief kan nu niet worden geladen. Probeer het later opnieuw.</p>
      )}
    </section>
  );
}
