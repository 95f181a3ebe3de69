import { Link } from '@/components/layout/Link';
import type { Application, PostedVacancySummary, SavedVacancy, VacancyRef } from '@/lib/cms/my-jobs';
import { formatDate } from '@/lib/format';
import { APPLICATION_STATUS_TONE, applicationCountLabel, fileSizeLabel, POSTED_STATUS_LABEL } from '@/features/jobs/labels';
import { APPLICATION_STATUS_LABEL, CLOSED_APPLICATION_STATUS } from '@vacaturesite/shared/applications';
import { ApplicationStatusForm } from './ApplicationStatusForm';
import { vacancyPath } from '@/lib/urls';
import { ActionButton } from '@/components/forms/ActionButton';
import { SaveButton } from '@/components/vacancies/SaveButton';
import { EmptyState } from '@/components/content/EmptyState';

/** The lists on /jobs/mijn and /jobs/mijn/{id}. Server components; the buttons are small client islands. */

export function StatusBadge({ status }: { status: PostedVacancySummary['status'] }) {
  const { label, tone } = POSTED_STATUS_LABEL[status];
  return (
    <span className={`status-badge status-badge--${tone}`} data-testid="status">
      {label}
    </span>
  );
}

function VacancyTitle({ vacancy }: { vacancy: VacancyRef | null }) {
  if (!vacancy) return <>Vacature bestaat niet meer</>;
  return vacancy.open ? <Link href={vacancyPath(vacancy)}>{vacancy.title}</Link> : <>{vacancy.title}</>;
}

export function PostedList({ vacancies }: { vacancies: PostedVacancySummary[] }) {
  if (!vacancies.length) return <EmptyState>Je hebt nog geen vacatures geplaatst.</EmptyState>;
  return (
    <ul className="list-plain stack">
      {vacancies.map((vacancy) => (
        <li key={vacancy.documentId} className="card my-jobs__item" data-testid="posted-item">
          <h3>
            <Link href={`/jobs/mijn/${vacancy.documentId}`}>{vacancy.title}</Link>
          </h3>
          <p className="meta">
            <StatusBadge status={vacancy.status} />
            <span data-testid="application-count">{applicationCountLabel(vacancy.applicationCount)}</span>
            {vacancy.validThrough ? <span>Sluitingsdatum {formatDate(vacancy.validThrough)}</span> : null}
            <span>Ingestuurd op {formatDate(vacancy.createdAt)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function SavedList({ items }: { items: SavedVacancy[] }) {
  if (!items.length) return <EmptyState>Je hebt nog geen vacatures bewaard. Gebruik de knop Bewaren bij een vacature.</EmptyState>;
  return (
    <ul className="list-plain stack">
      {items.map(({ vacancyId, vacancy, savedAt }) => (
        <li key={vacancyId} className="card my-jobs__item" data-testid="saved-item">
          <div className="vacancy-card__head">
            <h3>
              <VacancyTitle vacancy={vacancy} />
            </h3>
            <SaveButton vacancyId={vacancyId} title={vacancy.title} initialSaved signedIn />
          </div>
          <p className="meta">
            {vacancy.employerName ? <span>{vacancy.employerName}</span> : null}
            {vacancy.placeName ? <span>{vacancy.placeName}</span> : null}
            <span>Bewaard op {formatDate(savedAt)}</span>
            {vacancy.open ? null : <span className="tag">Niet meer open</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The CV that was sent: a download while it is kept, its name and the day it was deleted after that (decision 033). */
function CvLink({ application }: { application: Application }) {
  if (!application.cv) return null;
  if (application.cv.deletedAt)
    return (
      <span data-testid="cv-deleted">
        Cv {application.cv.name}: verwijderd op {formatDate(application.cv.deletedAt)} (bewaartermijn verstreken)
      </span>
    );
  return (
    <a href={`/api/jobs/applications/${application.documentId}/cv`} download={application.cv.name} data-testid="cv-link">
      Download cv ({application.cv.name}, {fileSizeLabel(application.cv.size)})
    </a>
  );
}

/** Where an application stands, since when, and the poster's message with it. */
function ApplicationStatusLine({ application }: { application: Application }) {
  return (
    <>
      <p className="meta">
        <span className={`status-badge status-badge--${APPLICATION_STATUS_TONE[application.status]}`} data-testid="application-status">
          {APPLICATION_STATUS_LABEL[application.status]}
        </span>
        <span>sinds {formatDate(application.statusChangedAt)}</span>
      </p>
      {application.statusMessage ? (
        <blockquote className="my-jobs__message" data-testid="status-message">
          {application.statusMessage}
        </blockquote>
      ) : null}
    </>
  );
}

/**
 * The one-year consent, on its own (decision 050): withdrawn here, the application stays and the CV is
 * deleted after the period that follows the procedure, as for an applicant who never consented.
 */
function CvConsent({ application }: { application: Application }) {
  if (application.cv?.deletedAt) return null;
  if (application.cvConsent)
    return (
      <div className="stack" data-testid="cv-consent">
        <p className="meta">Je gaf toestemming om je cv een jaar te bewaren voor andere vacatures.</p>
        <p className="form__actions">
          <ActionButton
            url={`/api/jobs/applications/${application.documentId}/cv-consent`}
            method="DELETE"
            label="Toestemming intrekken"
            busyLabel="Bezig met intrekken…"
            confirm="Wil je je toestemming intrekken? Je sollicitatie blijft staan; je cv bewaren we dan niet langer voor andere vacatures, maar verwijderen we zodra de bewaartermijn na de procedure voorbij is."
          />
        </p>
      </div>
    );
  if (application.cvConsentWithdrawnAt)
    return (
      <p className="meta" data-testid="cv-consent-withdrawn">
        Je hebt je toestemming om je cv een jaar te bewaren ingetrokken op {formatDate(application.cvConsentWithdrawnAt)}. We verwijderen je
        cv zodra de bewaartermijn na de procedure voorbij is (zie <Link href="/privacy">privacy</Link>).
      </p>
    );
  return null;
}

/** The visitor's own applications. */
const WITHDRAW = {
  label: 'Sollicitatie intrekken',
  busyLabel: 'Bezig met intrekken…',
  confirm: 'Weet je zeker dat je deze sollicitatie wilt intrekken? Je cv wordt dan ook verwijderd.',
  variant: 'danger',
} as const;
/** The procedure is over (issue 46): nothing to withdraw from, only the data to remove. */
const REMOVE_ENDED = {
  label: 'Sollicitatie verwijderen',
  busyLabel: 'Bezig met verwijderen…',
  confirm: 'De vacature is gesloten. Wil je deze sollicitatie en je cv verwijderen? In je UWV-overzicht blijft hij staan.',
  variant: 'secondary',
} as const;

export function ApplicationList({ applications }: { applications: Application[] }) {
  if (!applications.length) return <EmptyState>Je hebt nog niet via deze site gesolliciteerd.</EmptyState>;
  return (
    <ul className="list-plain stack">
      {applications.map((application) => (
        <li key={application.documentId} className="card my-jobs__item" data-testid="application-item">
          <h3>
            <VacancyTitle vacancy={application.vacancy} />
          </h3>
          <p className="meta">
            <span>Gesolliciteerd op {formatDate(application.createdAt)}</span>
            {application.vacancy?.employerName ? <span>{application.vacancy.employerName}</span> : null}
            {application.vacancy?.open ? null : <span className="tag">Niet meer open</span>}
          </p>
          <ApplicationStatusLine application={application} />
          <p className="my-jobs__motivation">{application.motivation}</p>
          <CvConsent application={application} />
          <p className="form__actions">
            <CvLink application={application} />
            <ActionButton
              url={`/api/jobs/applications/${application.documentId}`}
              method="DELETE"
              {...(application.status === CLOSED_APPLICATION_STATUS ? REMOVE_ENDED : WITHDRAW)}
            />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Applications to one of the poster's vacancies, with who applied and their CV. */
export function ReceivedApplications({ applications }: { applications: Application[] }) {
  if (!applications.length) return <EmptyState>Er zijn nog geen sollicitaties.</EmptyState>;
  return (
    <ul className="list-plain stack">
      {applications.map((application) => {
        const name = [application.applicant?.firstName, application.applicant?.lastName].filter(Boolean).join(' ') || 'Onbekend';
        return (
          <li key={application.documentId} className="card my-jobs__item" data-testid="received-application">
            <h3>{name}</h3>
            <p className="meta">
              <span>Gesolliciteerd op {formatDate(application.createdAt)}</span>
              {application.applicant?.email ? <a href={`mailto:${application.applicant.email}`}>{application.applicant.email}</a> : null}
            </p>
            <ApplicationStatusLine application={application} />
            <p className="my-jobs__motivation">{application.motivation}</p>
            <p>
              <CvLink application={application} />
            </p>
            <ApplicationStatusForm applicationId={application.documentId} current={application.status} />
          </li>
        );
      })}
    </ul>
  );
}
