import type { EventType } from './analytics';

/**
 * What editors read for each event name on the Statistieken page (issue 35): the names in
 * ./analytics.ts are the spec's wire format and stay English; the admin shows these. A module of its
 * own beside them, because the site bundles ./analytics.ts (CommonJS, so whole) with its forms and has
 * no use for these. A `Record` over `EventType`, so a new event name does not compile without its
 * Dutch label.
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
