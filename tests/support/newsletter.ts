import { inject } from 'vitest';
import { siteApi } from './accounts';
import { adminSession } from './actors';
import { linkFromMail, waitForMail } from './mail';

export const SUBSCRIBER_UID = 'api::newsletter.newsletter-subscriber';
export const NEWSLETTER_UID = 'api::newsletter.newsletter';

export type Subscriber = {
  documentId: string;
  email: string;
  state: 'pending' | 'confirmed' | 'unsubscribed';
  interests: { categories: string[]; events: boolean; news: boolean } | null;
};

/** The subscriber row as an editor sees it in the admin, or null. */
export async function findSubscriber(email: string): Promise<Subscriber | null> {
  const admin = await adminSession();
  const { status, json } = await admin.listDocuments(
    SUBSCRIBER_UID,
    `?filters[$and][0][email][$eq]=${encodeURIComponent(email.toLowerCase())}`,
  );
  if (status !== 200) throw new Error(`listing subscribers answered ${status}`);
  return (json.results[0] as Subscriber | undefined) ?? null;
}

export async function confirmedSubscribers(): Promise<Subscriber[]> {
  const admin = await adminSession();
  const { json } = await admin.listDocuments(SUBSCRIBER_UID, '?pageSize=100&filters[$and][0][state][$eq]=confirmed');
  if (json.pagination.total > 100) throw new Error('more confirmed subscribers than this helper reads');
  return json.results as Subscriber[];
}

/** Subscribes through the site's route (like the form does) and returns the confirmation link from the real mail. */
export async function subscribe(email: string, interests?: Record<string, unknown>, since = new Date()): Promise<string> {
  const { mailApi } = inject('stack');
  const answer = await siteApi('/api/nieuwsbrief', { body: { email, ...(interests ? { interests } : {}) } });
  if (answer.status !== 200) throw new Error(`subscribe answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  const mail = await waitForMail({ mailApi, to: email, subjectIncludes: 'Bevestig je aanmelding', since });
  return linkFromMail(mail, '/nieuwsbrief/bevestigen');
}

/** A subscriber confirmed through the mail link (posted the way the confirmation page posts it). */
export async function confirmedSubscriber(email: string, interests?: Record<string, unknown>): Promise<void> {
  const link = await subscribe(email, interests);
  const confirmed = await siteApi('/api/nieuwsbrief/bevestigen', { body: { token: new URL(link).searchParams.get('token') } });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.json)}`);
}
