import { adminApi } from './actors';

/**
 * Content made for one test through Strapi's admin API, the way an editor makes it (Content Manager:
 * create, then publish), so tests never depend on seeded numbers.
 */

const EVENTS = '/content-manager/collection-types/api::event.event';
let eventCount = 0;

export type TestEvent = { documentId: string; title: string; slug: string; path: string };

/** Creates and publishes an event starting `daysAhead` days from now (negative: in the past). */
export async function createEvent({
  title,
  capacity,
  price = 0,
  daysAhead = 14,
}: {
  title: string;
  capacity: number | null;
  price?: number;
  daysAhead?: number;
}): Promise<TestEvent> {
  eventCount += 1;
  const fullTitle = `${title} ${process.pid}-${eventCount}`;
  const slug = fullTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const start = new Date(Date.now() + daysAhead * 86_400_000);
  start.setUTCHours(17, 0, 0, 0);
  const created = await adminApi<{ data: { documentId: string } }>(EVENTS, {
    method: 'POST',
    body: {
      title: fullTitle,
      slug,
      summary: 'Evenement voor een end-to-end-test.',
      start: start.toISOString(),
      location: 'Stadhuis Zwolle',
      capacity,
      price,
    },
  });
  const { documentId } = created.data;
  await adminApi(`${EVENTS}/${documentId}/actions/publish`, { method: 'POST', body: {} });
  return { documentId, title: fullTitle, slug, path: `/agenda/${documentId}/${slug}` };
}

/** Moves an event's start (and republishes it), e.g. into the past after registering. */
export async function moveEvent(event: TestEvent, daysAhead: number): Promise<void> {
  const start = new Date(Date.now() + daysAhead * 86_400_000).toISOString();
  await adminApi(`${EVENTS}/${event.documentId}`, { method: 'PUT', body: { start } });
  await adminApi(`${EVENTS}/${event.documentId}/actions/publish`, { method: 'POST', body: { start } });
}

/** All registrations as an editor sees them in the admin (full IBAN included). */
export async function registrationsInAdmin(eventDocumentId: string): Promise<Array<Record<string, unknown>>> {
  const answer = await adminApi<{ results: Array<Record<string, unknown>> }>(
    `/content-manager/collection-types/api::registration.registration?filters[eventDocumentId][$eq]=${eventDocumentId}&pageSize=100`,
  );
  return answer.results;
}
