/**
 * First-party analytics (decision 007): what the site's client sends in `POST /api/statistics` and
 * the CMS accepts. An unknown name or item type makes the CMS refuse the whole batch.
 */

/** The event names of spec §3, plus `Itemview` for the detail pages that skip page views (spec §2). */
export const EVENT_TYPES = [
  'Pageview',
  'Itemview',
  'Marketing',
  'Lead',
  'session start',
  'session stop',
  'session pause',
  'session resume',
  'user-auth sign up',
  'user-auth sign in',
  'user-auth sign out',
  'user-auth auth fail',
  'user-auth forgot password',
  'user-auth update password',
  'email link',
  // Issue 17, the editors' insights (decision 035): a free-text search (label: the words), one that found
  // nothing (sent beside it), and a click on a vacancy's way to apply (item: the vacancy).
  'Search',
  'Search empty',
  'Apply click',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * What editors read for each event name on the Statistieken page (issue 35): the names above are the
 * spec's wire format and stay English; the admin shows these. A `Record` over `EventType`, so a new
 * event name does not compile without its Dutch label.
 */
export const EVENT_LABELS: Record<EventType, string> = {
  Pageview: 'Pagina bekeken',
  Itemview: 'Vacature, nieuwsbericht of evenement bekeken',
  Marketing: 'Bezoek via een campagnelink',
  Lead: 'Sollicitatie, inschrijving of vacature-alert',
  'session start': 'Bezoek begonnen',
  'session stop': 'Bezoek beëindigd',
  'session pause': 'Tabblad verborgen',
  'session resume': 'Tabblad weer zichtbaar',
  'user-auth sign up': 'Registratie of e-mailadres bevestigd',
  'user-auth sign in': 'Ingelogd',
  'user-auth sign out': 'Uitgelogd',
  'user-auth auth fail': 'Inloggen of registreren mislukt',
  'user-auth forgot password': 'Wachtwoord vergeten',
  'user-auth update password': 'Wachtwoord ingesteld of gewijzigd',
  'email link': 'Bezoek via een link in een e-mail',
  Search: 'Zoekopdracht',
  'Search empty': 'Zoekopdracht zonder resultaat',
  'Apply click': 'Klik op solliciteren',
};

/** The Dutch label of an event name; a name the list does not know (an old row) is shown as it is. */
export function eventLabel(eventType: string): string {
  return Object.hasOwn(EVENT_LABELS, eventType) ? EVENT_LABELS[eventType as EventType] : eventType;
}

/** What a per-item view points at: a vacancy, news item or calendar event (by documentId). */
export const ITEM_TYPES = ['vacancy', 'news', 'event'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The CMS refuses larger batches; the site sends a longer queue as several. */
export const MAX_EVENTS_PER_BATCH = 200;

/** `Lead` events' labels: what was completed. The dashboard counts applications and alert sign-ups by them. */
export const LEAD_LABELS = { application: 'sollicitatie', registration: 'inschrijving', jobAlert: 'vacature-alert' } as const;

/** A search's words as the dashboard groups them: trimmed, one space, lower case, at most 100 characters. */
export function searchLabel(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100);
}
