import { visitorHeaders, type VisitorContext } from './auth';
import { cmsFetch, cmsUrl, type CmsFetchOptions } from './client';
import { clientAddressHeaders } from './client-address';
import { isCmsError } from './errors';
import { toNumber } from './mappers';
import type { PostedStatus, VacancyInput } from '@vacaturesite/shared/my-jobs';
import type { ApplicationStatus } from '@vacaturesite/shared/applications';
import type { ActivityInput, ActivityMethod, ActivityPeriod } from '@vacaturesite/shared/application-activities';

/**
 * The CMS half of "my jobs" (docs/decisions/005): the project's own /api/my-jobs routes, which act
 * only on the signed-in visitor behind the token. Nothing here is cached. Another visitor's id is
 * a 404 there; the getters below turn that into null, the changing calls let the CmsError through.
 */

export type PostedVacancySummary = {
  documentId: string;
  title: string;
  slug: string;
  status: PostedStatus;
  /** A published version exists (the public page works). */
  live: boolean;
  closed: boolean;
  validThrough: string | null;
  applicationCount: number;
  createdAt: string;
  updatedAt: string;
};

/** Fields a poster fills in that come back from the CMS as they were sent. */
type VacancyFields = Omit<VacancyInput, 'title' | 'category' | 'place' | 'validThrough' | 'howToApply' | 'applyUrl'>;

export type PostedVacancy = PostedVacancySummary &
  VacancyFields & {
    category: { documentId: string; name: string } | null;
    place: { documentId: string; name: string } | null;
    howToApply: string;
    applyUrl: string;
    /** The editor's note when they turned it down. */
    reviewNote: string | null;
    /** Whether the poster's next change waits for an editor (the CMS's lifecycle rule); false: online at once. */
    changesNeedReview: boolean;
    /** The organisation the vacancy belongs to: its name is the employer's, whatever the form sends. */
    organisationName: string | null;
  };

/** What a poster sends: every editable field (see apps/cms/src/api/my-jobs/lib/validation.ts). */
/** A vacancy as lists of applications and saved items show it. */
export type VacancyRef = {
  documentId: string;
  title: string;
  slug: string;
  summary: string | null;
  employerName: string | null;
  placeName: string | null;
  validThrough: string | null;
  /** Published, not closed and not expired. */
  open: boolean;
};

/** `deletedAt`: the file is gone at the end of its retention period (decision 033); its name stays. */
export type CvInfo = { name: string; mime: string; size: number; deletedAt: string | null };

export type Application = {
  documentId: string;
  motivation: string;
  createdAt: string;
  updatedAt: string;
  cv: CvInfo | null;
  /** The applicant agreed to keep the CV for a year, for other vacancies. */
  cvConsent: boolean;
  /** When the applicant withdrew the one-year consent (decision 050), else null. */
  cvConsentWithdrawnAt: string | null;
  status: ApplicationStatus;
  statusChangedAt: string;
  /** The poster's message with the last status, if any. */
  statusMessage: string | null;
  applicant: { firstName: string; lastName: string; email: string } | null;
  vacancy: VacancyRef | null;
};

/** An application made elsewhere, typed in by the applicant for the UWV record (decision 054). `date`: yyyy-mm-dd. */
export type ApplicationActivity = {
  documentId: string;
  date: string;
  employer: string;
  jobTitle: string;
  method: ActivityMethod;
  result: string | null;
  createdAt: string;
  updatedAt: string;
};

export type SavedVacancy = { vacancyId: string; savedAt: string; vacancy: VacancyRef };

/** A CMS call with the visitor's token (lib/session/session cmsFetchAsVisitor, or asVisitor below). */
export type VisitorFetch = <T>(path: string, options?: Omit<CmsFetchOptions, 'token'>) => Promise<T>;

/** For pages: a CMS call with the session cookie's token (null: anonymous, the CMS answers 401/403). */
export function withVisitorToken(token: string | null): VisitorFetch {
  return <T>(path: string, options: Omit<CmsFetchOptions, 'token'> = {}) => cmsFetch<T>(path, { ...options, token });
}

/** For route handlers: the visitor's token and address, as the account routes send them. */
export function asVisitor(context: VisitorContext): VisitorFetch {
  return <T>(path: string, options: Omit<CmsFetchOptions, 'token'> = {}) =>
    cmsFetch<T>(path, {
      cache: 'no-store',
      ...options,
      headers: { ...options.headers, ...visitorHeaders(context) },
      token: context.token ?? null,
    });
}

const id = (documentId: string) => encodeURIComponent(documentId);
const data = <T>(answer: unknown): T => (answer as { data?: T } | null)?.data as T;
const withNumbers = <T extends { salaryMin: unknown; salaryMax: unknown; hoursPerWeek: unknown }>(vacancy: T): T => ({
  ...vacancy,
  salaryMin: toNumber(vacancy.salaryMin),
  salaryMax: toNumber(vacancy.salaryMax),
  hoursPerWeek: toNumber(vacancy.hoursPerWeek),
});

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
}

export function myJobsApi(fetch: VisitorFetch) {
  const get = <T>(path: string, params?: Record<string, unknown>) => fetch<unknown>(path, { params, cache: 'no-store' }).then(data<T>);
  const send = <T>(method: string, path: string, body?: unknown) => fetch<unknown>(path, { method, body, cache: 'no-store' }).then(data<T>);
  return {
    postedVacancies: () => get<PostedVacancySummary[]>('/my-jobs/vacancies'),
    postedVacancy: (documentId: string) => orNull(get<PostedVacancy>(`/my-jobs/vacancies/${id(documentId)}`).then(withNumbers)),
    createVacancy: (input: VacancyInput) => send<PostedVacancy>('POST', '/my-jobs/vacancies', { data: input }).then(withNumbers),
    updateVacancy: (documentId: string, input: VacancyInput) =>
      send<PostedVacancy>('PUT', `/my-jobs/vacancies/${id(documentId)}`, { data: input }).then(withNumbers),
    setClosed: (documentId: string, closed: boolean) =>
      send<PostedVacancy>('PUT', `/my-jobs/vacancies/${id(documentId)}/closed`, { data: { closed } }).then(withNumbers),
    applicationsTo: (documentId: string) => orNull(get<Application[]>(`/my-jobs/vacancies/${id(documentId)}/applications`)),

    applications: (vacancy?: string) => get<Application[]>('/my-jobs/applications', vacancy ? { vacancy } : undefined),
    application: (documentId: string) => orNull(get<Application>(`/my-jobs/applications/${id(documentId)}`)),
    /** `form`: `vacancy`, `motivation` and the file `cv`, passed on as multipart. */
    apply: (form: FormData) => send<Application>('POST', '/my-jobs/applications', form),
    updateApplication: (documentId: string, motivation: string) =>
      send<Application>('PUT', `/my-jobs/applications/${id(documentId)}`, { data: { motivation } }),
    setApplicationStatus: (documentId: string, input: { status: ApplicationStatus; message: string | null }) =>
      send<Application>('PUT', `/my-jobs/applications/${id(documentId)}/status`, { data: input }),
    withdrawApplication: (documentId: string) => send<null>('DELETE', `/my-jobs/applications/${id(documentId)}`),
    withdrawCvConsent: (documentId: string) => send<Application>('DELETE', `/my-jobs/applications/${id(documentId)}/cv-consent`),

    activities: (period?: ActivityPeriod) => get<ApplicationActivity[]>('/my-jobs/activities', period),
    activity: (documentId: string) => orNull(get<ApplicationActivity>(`/my-jobs/activities/${id(documentId)}`)),
    createActivity: (input: ActivityInput) => send<ApplicationActivity>('POST', '/my-jobs/activities', { data: input }),
    updateActivity: (documentId: string, input: ActivityInput) =>
      send<ApplicationActivity>('PUT', `/my-jobs/activities/${id(documentId)}`, { data: input }),
    deleteActivity: (documentId: string) => send<null>('DELETE', `/my-jobs/activities/${id(documentId)}`),

    savedVacancies: () => get<SavedVacancy[]>('/my-jobs/saved'),
    saveVacancy: (vacancyId: string) => send<SavedVacancy>('PUT', `/my-jobs/saved/${id(vacancyId)}`),
    unsaveVacancy: (vacancyId: string) => send<null>('DELETE', `/my-jobs/saved/${id(vacancyId)}`),
  };
}

/**
 * The CV file as the CMS streams it, for the site's own download route. Not through cmsFetch: the
 * answer is a file, not JSON. Only the applicant and the vacancy's poster get a 200.
 */
export function fetchCv(context: VisitorContext, documentId: string): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${context.token ?? ''}` };
  Object.assign(headers, clientAddressHeaders(context.ip));
  return fetch(cmsUrl(`/my-jobs/applications/${id(documentId)}/cv`), { headers, cache: 'no-store' });
}
