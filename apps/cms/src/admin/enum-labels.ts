/**
 * Dutch names for the enumeration values, as the Content Manager's select and list filter show them.
 *
 * Strapi 5 has no setting for an option's label, but both controls format each option with react-intl
 * under the raw value as the message id (`formatMessage({ id: value, defaultMessage: value })`), so these
 * are admin translations keyed by value. One value has one name across all types: keep a name that fits
 * every type using that value. The list view's cells still show the raw value, so each field's
 * description explains them too (src/admin-labels/dutch-labels.ts). The values themselves stay: the API
 * and the site depend on them.
 */
export const ENUM_LABELS: Readonly<Record<string, string>> = {
  // Vacancy
  FULL_TIME: 'Voltijd',
  PART_TIME: 'Deeltijd',
  TEMPORARY: 'Tijdelijk',
  CONTRACTOR: 'Zzp/freelance',
  INTERN: 'Stage',
  VOLUNTEER: 'Vrijwilligerswerk',
  geen: 'Geen opleiding vereist',
  locatie: 'Op locatie',
  hybride: 'Hybride (deels thuis)',
  thuiswerk: 'Thuiswerk',
  HOUR: 'Per uur',
  MONTH: 'Per maand',
  YEAR: 'Per jaar',
  each: 'Een mail per sollicitatie',
  daily: 'Dagelijks',
  awaiting_review: 'Wacht op beoordeling',
  approved: 'Goedgekeurd',
  rejected: 'Afgewezen',
  // Partner as an organisation, organisation member (decision 056)
  // claimed: see the queues below ('In behandeling' fits a claim and a queued item alike)
  verified: 'Geverifieerd',
  refused: 'Geweigerd',
  owner: 'Eigenaar',
  member: 'Lid',
  // Application
  ontvangen: 'Ontvangen',
  bekeken: 'Bekeken',
  uitgenodigd: 'Uitgenodigd',
  afgewezen: 'Afgewezen',
  gesloten: 'Vacature gesloten',
  // Application activity (the UWV record, decision 054)
  site: 'Via de site',
  email: 'Per e-mail',
  telefonisch: 'Telefonisch',
  open: 'Open sollicitatie',
  anders: 'Anders',
  // Job alert
  instant: 'Direct',
  weekly: 'Wekelijks',
  // Registration
  confirmed: 'Bevestigd',
  waitlisted: 'Op de wachtlijst',
  cancelled: 'Afgemeld',
  // Newsletter, subscribers and the queues (mail outbox, Google indexing)
  concept: 'Concept',
  queued: 'In de wachtrij',
  sending: 'Wordt verstuurd',
  pending: 'In afwachting',
  claimed: 'In behandeling',
  sent: 'Verstuurd',
  delivered: 'Afgeleverd',
  failed: 'Mislukt',
  unsubscribed: 'Afgemeld',
  URL_UPDATED: 'Toegevoegd of gewijzigd',
  URL_DELETED: 'Verwijderd',
  // Page
  light: 'Licht',
  dark: 'Donker',
};

/** Values a Dutch editor reads as they are (provinces, school types): no name and no explanation needed. */
export const READABLE_AS_IS: ReadonlySet<string> = new Set([
  'Groningen',
  'Friesland',
  'Drenthe',
  'Overijssel',
  'Flevoland',
  'Gelderland',
  'Utrecht',
  'Noord-Holland',
  'Zuid-Holland',
  'Zeeland',
  'Noord-Brabant',
  'Limburg',
  'vmbo',
  'mbo',
  'havo',
  'vwo',
  'hbo',
  'wo',
]);
