import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { SubscribeForm } from '@/features/newsletter/components/SubscribeForm';
import { getCurrentUser } from '@/lib/session/session';
import { getCategoryOptions } from '@/lib/cms/queries';

export const metadata: Metadata = { title: 'Nieuwsbrief', description: 'Ontvang nieuwe vacatures, evenementen en nieuws in je mailbox.' };

/** /nieuwsbrief in the empty layout (spec §2): subscribe with double opt-in (decision 008). */
export default async function NewsletterPage() {
  const [categories, user] = await Promise.all([getCategoryOptions().catch(() => []), getCurrentUser()]);
  return (
    <div className="auth-page newsletter-page">
      <Link className="back-link" href="/">
        ← Terug naar de website
      </Link>
      <h1>Nieuwsbrief</h1>
      <p>
        Nieuwe vacatures, evenementen en nieuws in je mailbox. Je meldt je aan met je e-mailadres en bevestigt dat via een link in je mail;
        afmelden kan in elke nieuwsbrief met één klik.
      </p>
      {user ? (
        <p>
          Je bent ingelogd: je kunt je aanmelding ook regelen op <Link href="/account">je accountpagina</Link>.
        </p>
      ) : null}
      <SubscribeForm categories={categories.map(({ documentId, name }) => ({ documentId, name }))} />
    </div>
  );
}
