import { adminSession, cmsGet } from './actors';

/**
 * Vacancies made and published the way an editor does it in the admin (Content Manager: create,
 * then Publish), for tests of what follows a publish (job alerts, decision 009).
 */
export const VACANCY_UID = 'api::vacancy.vacancy';

/**
 * Today as the site and the seed see it (the Dutch date): a UTC date is yesterday's between midnight and
 * 01:00/02:00 in the Netherlands, and sorts a new vacancy below the seed's newest ones.
 */
export const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** A seeded field of work or place by name, as the public API gives it. */
export async function documentIdByName(collection: 'vacancy-categories' | 'places', name: string): Promise<string> {
  const { data } = await cmsGet<{ data: Array<{ documentId: string }> }>(
    `/${collection}?filters[name][$eq]=${encodeURIComponent(name)}&fields[0]=name`,
  );
  const [found] = data;
  if (!found) throw new Error(`no ${collection} named ${name}`);
  return found.documentId;
}

let count = 0;
const created: string[] = [];

export type EditorVacancy = { documentId: string; title: string; slug: string };

export async function createVacancy({
  title,
  category,
  place,
  hoursPerWeek,
}: {
  title: string;
  category?: string;
  place?: string;
  hoursPerWeek?: number | null;
}): Promise<EditorVacancy> {
  count += 1;
  const slug = `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${process.pid}-${count}`;
  const admin = await adminSession();
  const response = await admin.call('POST', `/content-manager/collection-types/${VACANCY_UID}`, {
    title,
    slug,
    summary: `Een vacature voor een end-to-end-test: ${title}.`,
    datePosted: today(),
    employmentType: 'PART_TIME',
    employerName: 'Testwerkgever',
    hoursPerWeek: hoursPerWeek ?? null,
    ...(category ? { category: { connect: [{ documentId: category }] } } : {}),
    ...(place ? { place: { connect: [{ documentId: place }] } } : {}),
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`creating a vacancy answered ${response.status}: ${JSON.stringify(response.json)}`);
  created.push(response.json.data.documentId);
  return { documentId: response.json.data.documentId, title, slug };
}

/** The Publish button; again on an already published vacancy, after a change, like an editor's re-publish. */
export async function publishVacancy(vacancy: EditorVacancy, change: Record<string, unknown> = {}): Promise<void> {
  const admin = await adminSession();
  if (Object.keys(change).length) {
    const updated = await admin.updateDocument(VACANCY_UID, vacancy.documentId, change);
    if (updated.status !== 200) throw new Error(`updating answered ${updated.status}: ${JSON.stringify(updated.json)}`);
  }
  const published = await admin.publish(VACANCY_UID, vacancy.documentId);
  if (published.status !== 200) throw new Error(`publishing answered ${published.status}: ${JSON.stringify(published.json)}`);
}

/**
 * For afterAll: deletes every vacancy this file created, so later files find the seeded vacancies
 * only (their counts and "newest" are compared with pages the site may have cached before).
 */
export async function deleteCreatedVacancies(): Promise<void> {
  const admin = await adminSession();
  for (const documentId of created.splice(0)) {
    const deleted = await admin.call('DELETE', `/content-manager/collection-types/${VACANCY_UID}/${documentId}`);
    if (deleted.status !== 200 && deleted.status !== 204) throw new Error(`deleting vacancy ${documentId} answered ${deleted.status}`);
  }
}
