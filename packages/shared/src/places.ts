/** The twelve provinces, as a place names its own (the CMS's `place.province` enumeration) and the site lists them. */
export const PROVINCES = [
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
] as const;
export type Province = (typeof PROVINCES)[number];
