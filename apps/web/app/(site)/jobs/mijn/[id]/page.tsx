import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { FormAlert } from '@/components/forms/FormAlert';
import { Link } from '@/components/layout/Link';
import { ActionButton } from '@/components/forms/ActionButton';
import { signInPath } from '@/lib/urls';
import { ReceivedApplications, StatusBadge } from '@/features/jobs/components/MyJobsLists';
import { VacancyForm } from '@/features/jobs/components/VacancyForm';
import { cmsFetchAsVisitor, getCurrentUser } from '@/lib/session/session';
import { getCategoryOptions, getPlaceOptions } from '@/lib/cms';
import { POSTED_STATUS_LABEL } from '@/features/jobs/labels';
import { vacancyFormValues } from '@/features/jobs/schemas';
import { myJobs } from '@/features/jobs/visitor';
import { VacancyStatistics } from '@/features/vacancy-statistics/components/VacancyStatistics';
import { fetchVacancyStatistics } from '@/lib/cms/vacancy-statistics';
import { stringParam, type SearchParams } from '@/lib/search-params';
import { isDocumentId, vacancyPath } from '@/lib/urls';

export const metadata: Metadata = { title: 'Mijn vacature', robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: SearchParams };

/**
 * /jobs/mijn/{id}: one of the visitor's own vacancies: its state, closing and reopening, the
 * applications with their CVs, its statistics (decision 055), and the form to change it. Anyone else's id is a 404, like an unknown one.
 */
export default async function MyVacancyPage({ params, searchParams }: Props) {
  const { id } = await params;
  if (!isDocumentId(id)) notFound();
  if (!(await getCurrentUser())) redirect(signInPath(`/jobs/mijn/${id}`));
  const api = myJobs();
  const [vacancy, applications, statistics] = await Promise.all([
    api.postedVacancy(id),
    api.applicationsTo(id),
    // Figures are a side matter: when they fail, the page still serves its vacancy and applications.
    fetchVacancyStatistics(cmsFetchAsVisitor, id).catch(() => null),
  ]);
  if (!vacancy) notFound();
  const [categories, places] = await Promise.all([getCategoryOptions(), getPlaceOptions()]);
  const justPosted = stringParam((await searchParams).geplaatst) === '1';
  const status = POSTED_STATUS_LABEL[vacancy.status];

  return (
    <div className="my-jobs">
      <Link className="back-link" href="/jobs/mijn">
        ← Mijn vacatures
      </Link>
      <h1>{vacancy.title}</h1>
      {justPosted ? (
        <FormAlert kind="success">
          {vacancy.live
            ? 'Je vacature is geplaatst en staat online.'
            : 'Je vacature is ingestuurd. De redactie bekijkt hem; na goedkeuring staat hij online.'}
        </FormAlert>
      ) : null}
      <section className="card my-jobs__status" aria-labelledby="status-kop">
        <h2 id="status-kop">Status</h2>
        <p>
          <StatusBadge status={vacancy.status} /> {status.explanation}
        </p>
        {vacancy.reviewNote ? (
          <p>
            <strong>Opmerking van de redactie:</strong> {vacancy.reviewNote}
          </p>
        ) : null}
        <p className="form__actions">
          {vacancy.live && !vacancy.closed ? <Link href={vacancyPath(vacancy)}>Bekijk de vacature online</Link> : null}
          {vacancy.closed ? (
            <ActionButton
              url={`/api/jobs/vacancies/${id}/closed`}
              method="PUT"
              body={{ closed: false }}
              label="Vacature heropenen"
              busyLabel="Bezig met heropenen…"
            />
          ) : (
            <ActionButton
              url={`/api/jobs/vacancies/${id}/closed`}
              method="PUT"
              body={{ closed: true }}
              label="Vacature sluiten"
              busyLabel="Bezig met sluiten…"
              confirm="De vacature verdwijnt uit de lijsten en niemand kan nog solliciteren. Je kunt hem later heropenen. Doorgaan?"
            />
          )}
        </p>
      </section>
      <section aria-labelledby="sollicitaties-kop">
        <h2 id="sollicitaties-kop">Sollicitaties ({applications?.length ?? 0})</h2>
        <ReceivedApplications applications={applications ?? []} />
      </section>
      <VacancyStatistics vacancyId={id} statistics={statistics} />
      <section aria-labelledby="wijzigen-kop">
        <h2 id="wijzigen-kop">Vacature wijzigen</h2>
        <p>
          {vacancy.changesNeedReview
            ? 'Wijzigingen komen online nadat de redactie ze heeft goedgekeurd. Tot die tijd blijft de huidige versie staan.'
            : 'Je organisatie is geverifieerd: wijzigingen staan meteen online.'}
        </p>
        <VacancyForm
          vacancyId={id}
          initial={vacancyFormValues(vacancy)}
          categories={categories}
          places={places}
          changesNeedReview={vacancy.changesNeedReview}
          organisationName={vacancy.organisationName}
        />
      </section>
    </div>
  );
}
