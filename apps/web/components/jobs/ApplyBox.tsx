import { FormAlert } from '@/components/account/FormAlert';
import { Link } from '@/components/layout/Link';
import { getCurrentUser } from '@/lib/auth/session';
import type { Vacancy } from '@/lib/cms';
import { formatDate } from '@/lib/format';
import { myJobs } from '@/lib/jobs/visitor';
import { vacancyPath } from '@/lib/urls';
import { ApplyForm } from './ApplyForm';

/** `/inloggen?terug=…`: sign in, then back to exactly this page. */
export const signInPath = (returnTo: string) => `/inloggen?terug=${encodeURIComponent(returnTo)}`;

/**
 * Applying through the site, for vacancies that take applications here (posted by visitors) and are
 * open. What it shows depends on who looks: a sign-in link, the poster's own link to manage it, the
 * visitor's earlier application, or the form.
 */
export async function ApplyBox({ vacancy }: { vacancy: Vacancy }) {
  const user = await getCurrentUser();
  if (!user) {
    return (
      <>
        <p>Log in om te solliciteren met je motivatie en je cv. Daarna kom je terug op deze vacature.</p>
        <p>
          <Link className="button" href={signInPath(vacancyPath(vacancy))}>
            Inloggen om te solliciteren
          </Link>
        </p>
        <p>
          Nog geen account? <Link href="/registreren">Maak een account aan</Link>
        </p>
      </>
    );
  }
  let state: { own: boolean; appliedAt: string | null };
  try {
    const api = myJobs();
    const [own, applications] = await Promise.all([api.postedVacancy(vacancy.documentId), api.applications(vacancy.documentId)]);
    state = { own: own !== null, appliedAt: applications[0]?.createdAt ?? null };
  } catch (error) {
    console.error('Could not load the visitor’s application state:', error instanceof Error ? error.message : error);
    return <FormAlert focus={false}>Solliciteren is op dit moment niet mogelijk. Probeer het later opnieuw.</FormAlert>;
  }
  if (state.own) {
    return (
      <p>
        Dit is jouw vacature. <Link href={`/jobs/mijn/${vacancy.documentId}`}>Beheer je vacature en bekijk de sollicitaties</Link>
      </p>
    );
  }
  if (state.appliedAt) {
    return (
      <FormAlert kind="success">
        <p>Je hebt op {formatDate(state.appliedAt)} op deze vacature gesolliciteerd.</p>
        <p>
          <Link href="/jobs/mijn?tab=sollicitaties">Bekijk je sollicitaties</Link>
        </p>
      </FormAlert>
    );
  }
  return <ApplyForm vacancyId={vacancy.documentId} />;
}
