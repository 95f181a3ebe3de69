import { Link } from '@/components/layout/Link';
import { getCurrentUser } from '@/lib/auth/session';
import type { Category, Place } from '@/lib/cms';
import { getPushPublicKey } from '@/lib/cms/job-alerts';
import { withQuery } from '@/lib/search-params';
import { JobAlertForm } from './JobAlertForm';

type Props = { q?: string; category?: string; place?: string; categories: Category[]; places: Place[] };

const named = (options: { documentId: string; name: string }[], id?: string) => {
  const found = id ? options.find((option) => option.documentId === id) : undefined;
  return found ? { documentId: found.documentId, name: found.name } : null;
};

/** Under the /jobs filters: save this search as an alert (signed in), or sign in first and come back. */
export async function JobAlertOffer({ q, category, place, categories, places }: Props) {
  const user = await getCurrentUser();
  if (!user) {
    const back = withQuery('/jobs', { q, category, place });
    return (
      <p className="job-alert job-alert--signed-out">
        Nieuwe vacatures voor deze zoekopdracht vanzelf ontvangen? <Link href={`/inloggen?terug=${encodeURIComponent(back)}`}>Log in</Link> en bewaar hem als vacature-alert.
      </p>
    );
  }
  return <JobAlertForm q={q} category={named(categories, category)} place={named(places, place)} publicKey={await getPushPublicKey()} />;
}
