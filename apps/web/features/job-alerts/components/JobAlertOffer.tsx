import type { Category, Place } from '@/lib/cms';
import { hasProjectApis } from '@/lib/cms/config';
import { getPushPublicKey } from '@/lib/cms/job-alerts';
import { jobsPath } from '@/lib/routing/list-path';
import { signInPath } from '@/lib/urls';
import { JobAlertGate } from './JobAlertGate';

type Props = {
  q?: string;
  category?: string;
  place?: string;
  radius?: string;
  workplace?: string;
  salary?: string;
  categories: Category[];
  places: Place[];
};

const named = (options: { documentId: string; name: string }[], id?: string) => {
  const found = id ? options.find((option) => option.documentId === id) : undefined;
  return found ? { documentId: found.documentId, name: found.name } : null;
};

/**
 * Under the /jobs filters: save this search as an alert. Rendered into cached pages (decision 010), so
 * it reads no cookies; whether the visitor is signed in is decided in the browser (JobAlertGate).
 */
export async function JobAlertOffer({ q, category, place, radius, workplace, salary, categories, places }: Props) {
  // Alerts are this project's own CMS routes: none on Strapi 3 or 4 (decision 053).
  if (!hasProjectApis()) return null;
  // The question is the same for everyone, so it is in the cached HTML; only the answer waits for the
  // browser. That keeps the page's largest text from appearing late (Lighthouse LCP, decision 014).
  return (
    <div className="job-alert-offer">
      <p className="job-alert-offer__question">Nieuwe vacatures voor deze zoekopdracht vanzelf ontvangen?</p>
      <JobAlertGate
        signInHref={signInPath(jobsPath({ q, category, place, radius, workplace, salary, page: 1 }))}
        form={{
          q,
          category: named(categories, category),
          place: named(places, place),
          radius,
          workplace,
          salary,
          publicKey: await getPushPublicKey(),
        }}
      />
    </div>
  );
}

/** For the /jobs pages to hand to the list (`searchOffer`), which renders it under its filters. */
export const jobAlertOffer = (props: Props) => <JobAlertOffer {...props} />;
