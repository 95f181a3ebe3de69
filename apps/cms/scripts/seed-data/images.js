'use strict';

/**
 * The image pool. Every image is drawn locally (SVG → JPEG/PNG with sharp), never downloaded.
 * Photos are 1200×800 JPEGs; partner logos (generated from partners.js) are 400×400 PNGs.
 *
 * caption: the big text in the image; sub: the smaller line under it; pattern: stripes, dots,
 * waves, blocks or rings; dark: dark background (for the dark-mode page).
 */
const photos = [
  { key: 'cat-zorg', caption: 'Werken in de zorg', sub: 'Aandacht voor elkaar', pattern: 'rings' },
  { key: 'cat-ict', caption: 'ICT en digitaal', sub: 'Bouwen aan morgen', pattern: 'blocks' },
  { key: 'cat-logistiek', caption: 'Logistiek en transport', sub: 'Op tijd op de juiste plek', pattern: 'stripes' },
  { key: 'cat-onderwijs', caption: 'Werken in het onderwijs', sub: 'Elk kind telt', pattern: 'dots' },
  { key: 'cat-techniek', caption: 'Techniek', sub: 'Monteurs en technici gezocht', pattern: 'blocks' },
  { key: 'cat-horeca', caption: 'Horeca', sub: 'Gastvrijheid is een vak', pattern: 'waves' },
  { key: 'cat-bouw', caption: 'De bouw in', sub: 'Samen bouwen aan wonen', pattern: 'stripes' },
  { key: 'cat-financien', caption: 'Financiën', sub: 'Grip op de cijfers', pattern: 'dots' },
  { key: 'cat-marketing', caption: 'Marketing en communicatie', sub: 'Verhalen die raken', pattern: 'waves' },
  { key: 'cat-overheid', caption: 'Werken bij de overheid', sub: 'Voor de samenleving', pattern: 'rings' },
  { key: 'cat-detailhandel', caption: 'Detailhandel', sub: 'Klanten blij maken', pattern: 'blocks' },
  { key: 'cat-schoonmaak', caption: 'Schoonmaak', sub: 'Schoon werk', pattern: 'stripes' },
  { key: 'cat-klantenservice', caption: 'Klantenservice', sub: 'Altijd een antwoord', pattern: 'dots' },
  { key: 'cat-productie', caption: 'Productie', sub: 'Vakwerk aan de lijn', pattern: 'waves' },
  { key: 'event-banenmarkt', caption: 'Banenmarkt', sub: 'Honderden vacatures onder één dak', pattern: 'blocks' },
  { key: 'event-workshop', caption: 'Workshop solliciteren', sub: 'Leer het van de experts', pattern: 'dots' },
  { key: 'event-netwerk', caption: 'Netwerkbijeenkomst', sub: 'Ontmoet je nieuwe collega’s', pattern: 'rings' },
  { key: 'event-opendag', caption: 'Open dag', sub: 'Kijk achter de schermen', pattern: 'stripes' },
  { key: 'news-sollicitatie', caption: 'Je sollicitatie', sub: 'Tips voor brief en cv', pattern: 'waves' },
  { key: 'news-handen', caption: 'Het gesprek', sub: 'Goed voorbereid aan tafel', pattern: 'rings' },
  { key: 'city-kantoor', caption: 'Aan het werk', sub: 'Vacatures uit heel Nederland', pattern: 'blocks' },
  { key: 'city-fietsers', caption: 'Werk in de buurt', sub: 'Op de fiets naar je werk', pattern: 'waves' },
  { key: 'dark-podium', caption: 'Avond van de zorg', sub: 'Verhalen, muziek en waardering', pattern: 'rings', dark: true },
  { key: 'product-vacature', caption: 'Vacature plaatsen', sub: 'Bereik werkzoekenden in de regio', pattern: 'stripes' },
  { key: 'product-werkgever', caption: 'Voor werkgevers', sub: 'Laat zien wie je bent', pattern: 'dots' },
];

/** Category slug → the image used for vacancies in that category. */
const categoryImage = {
  'zorg-en-welzijn': 'cat-zorg',
  ict: 'cat-ict',
  'logistiek-en-transport': 'cat-logistiek',
  onderwijs: 'cat-onderwijs',
  techniek: 'cat-techniek',
  horeca: 'cat-horeca',
  bouw: 'cat-bouw',
  financien: 'cat-financien',
  'marketing-en-communicatie': 'cat-marketing',
  overheid: 'cat-overheid',
  detailhandel: 'cat-detailhandel',
  schoonmaak: 'cat-schoonmaak',
  klantenservice: 'cat-klantenservice',
  productie: 'cat-productie',
};

/** Extra images a vacancy with more than one image may get. */
const vacancyExtraImages = ['city-kantoor', 'city-fietsers', 'event-netwerk', 'event-opendag'];

module.exports = { photos, categoryImage, vacancyExtraImages };
