import { describe, expect, it } from 'vitest';
import { hoursBand } from '@vacaturesite/shared';
import { FacetCodes } from './facets';
import { maxEdits, searchTerms, tokenize } from './text';
import { VacancyIndex, type SearchDocument } from './vacancy-index';

const TODAY = '2026-06-01';
let rowId = 0;
function vacancy(documentId: string, fields: Partial<SearchDocument> = {}): SearchDocument {
  rowId += 1;
  return {
    documentId,
    rowId,
    title: 'Medewerker',
    summary: '',
    employerName: '',
    employer: null,
    categoryName: '',
    placeName: '',
    category: null,
    place: null,
    hoursPerWeek: null,
    education: null,
    workplace: null,
    salary: null,
    datePosted: '2026-05-01',
    validThrough: null,
    closed: false,
    ...fields,
  };
}

describe('text', () => {
  it('tokenises on punctuation, folds case and accents, drops one-letter words', () => {
    expect(tokenize('Café-medewerker (m/v), 32 uur!')).toEqual(['cafe', 'medewerker', '32', 'uur']);
  });

  it('stems Dutch plural and inflected forms to the same term', () => {
    expect(searchTerms('chauffeurs')).toEqual(searchTerms('chauffeur'));
    expect(searchTerms('verpleegkundige')).toEqual(searchTerms('verpleegkundigen'));
    expect(searchTerms('medewerkers')).toEqual(searchTerms('medewerker'));
    expect(searchTerms('monteur')).not.toEqual(searchTerms('montage'));
  });

  it('allows more typos in longer words and none in short ones', () => {
    expect(maxEdits('kok')).toBe(0);
    expect(maxEdits('lasser')).toBe(1);
    expect(maxEdits('verpleegkund')).toBe(2);
  });
});

describe('facets', () => {
  it('bands hours per week', () => {
    expect([null, 8, 16, 24, 36, 40, 60].map(hoursBand)).toEqual([null, 'tot-16', '16-24', '24-32', '32-40', '40-plus', '40-plus']);
  });

  it('counts each facet with every filter but its own', () => {
    const codes = new FacetCodes();
    const rows = [
      { category: 'zorg', place: 'utrecht', hours: '32-40', education: 'mbo', workplace: 'locatie', salary: '3000' },
      { category: 'zorg', place: 'utrecht', hours: 'tot-16', education: 'mbo', workplace: 'hybride', salary: null },
      { category: 'bouw', place: 'zwolle', hours: '32-40', education: null, workplace: null, salary: '2500' },
      { category: 'bouw', place: 'zwolle', hours: 'tot-16', education: 'hbo', workplace: 'thuiswerk', salary: '5000' },
    ];
    const coded = rows.map((row) => codes.encode(row));
    const counter = codes.newCounter({ category: 'zorg', hours: '32-40' });
    expect(coded.map((row) => counter.add(row))).toEqual([true, false, false, false]);
    expect(codes.newCounter({ place: 'nergens' }).add(coded[0])).toBe(false);
    expect(counter.counts).toEqual({
      category: { zorg: 1, bouw: 1 },
      hours: { '32-40': 1, 'tot-16': 1 },
      place: { utrecht: 1 },
      education: { mbo: 1 },
      workplace: { locatie: 1 },
      salary: { '2000': 1, '2500': 1, '3000': 1 },
    });
  });

  it('filters salary as "this band or higher" and counts a vacancy in every band it reaches', () => {
    const codes = new FacetCodes();
    const rows = ['2500', '3500', null, '5000'].map((salary, i) =>
      codes.encode({ category: i < 2 ? 'zorg' : 'bouw', place: null, hours: null, education: null, workplace: null, salary }),
    );
    const atLeast3000 = codes.newCounter({ salary: '3000' });
    expect(rows.map((row) => atLeast3000.add(row))).toEqual([false, true, false, true]);
    expect(atLeast3000.counts.salary).toEqual({ '2000': 3, '2500': 3, '3000': 2, '3500': 2, '4000': 1, '5000': 1 });
    expect(atLeast3000.counts.category).toEqual({ zorg: 1, bouw: 1 });
    const zorg = codes.newCounter({ category: 'zorg', salary: '4000' });
    expect(rows.map((row) => zorg.add(row))).toEqual([false, false, false, false]);
    // Dropping the salary filter alone would give both zorg vacancies: the counts say so.
    expect(zorg.counts.salary).toEqual({ '2000': 2, '2500': 2, '3000': 1, '3500': 1 });
  });
});

describe('VacancyIndex', () => {
  function index() {
    const idx = new VacancyIndex();
    idx.replaceAll([
      vacancy('chauffeur', {
        title: 'Chauffeur C-rijbewijs',
        placeName: 'Zwolle',
        place: 'zwolle',
        category: 'transport',
        hoursPerWeek: 40,
        datePosted: '2026-05-03',
      }),
      vacancy('verpleeg', {
        title: 'Verpleegkundigen gezocht',
        summary: 'Voor de nachtdienst',
        placeName: 'Utrecht',
        place: 'utrecht',
        category: 'zorg',
        hoursPerWeek: 24,
        education: 'hbo',
        workplace: 'hybride',
        datePosted: '2026-05-01',
      }),
      vacancy('lasser', {
        title: 'Lasser',
        summary: 'Lassen van constructies',
        placeName: 'Zwolle',
        place: 'zwolle',
        category: 'techniek',
        hoursPerWeek: 38,
        education: 'mbo',
        workplace: 'locatie',
        datePosted: '2026-05-05',
      }),
      vacancy('verlopen', { title: 'Chauffeur bestelbus', validThrough: '2026-05-31' }),
      vacancy('gesloten', { title: 'Chauffeur taxi', closed: true }),
      vacancy('vandaag', { title: 'Verpleegkundige thuiszorg', category: 'zorg', validThrough: TODAY, datePosted: '2026-04-01' }),
    ]);
    return idx;
  }

  it('finds stemmed, prefixed and misspelled words among open vacancies only', () => {
    const idx = index();
    expect(idx.search({ q: 'chauffeurs', today: TODAY }).documentIds).toEqual(['chauffeur']);
    expect(idx.search({ q: 'verpleegkundige', today: TODAY, sort: 'date' }).documentIds).toEqual(['verpleeg', 'vandaag']);
    expect(idx.search({ q: 'chauf', today: TODAY }).documentIds).toEqual(['chauffeur']);
    // "verpleeg" stems to "verpleg": the plain form must still work as a prefix.
    expect(idx.search({ q: 'verpleeg', today: TODAY, sort: 'date' }).documentIds).toEqual(['verpleeg', 'vandaag']);
    expect(idx.search({ q: 'chaufeur', today: TODAY }).documentIds).toEqual(['chauffeur']);
    expect(idx.search({ q: 'verpleegkundge', today: TODAY }).total).toBe(2);
    expect(idx.search({ q: 'lasser zwolle', today: TODAY }).documentIds).toEqual(['lasser']);
    expect(idx.search({ q: 'lasser utrecht', today: TODAY }).total).toBe(0);
  });

  it('sorts by date without a query and by relevance with one', () => {
    const idx = index();
    expect(idx.search({ today: TODAY }).documentIds).toEqual(['lasser', 'chauffeur', 'verpleeg', 'vandaag']);
    // "lassen" is in the lasser's summary only; the title match ranks first.
    idx.upsert(vacancy('lasser2', { title: 'Constructiewerker', summary: 'Je gaat lassen', datePosted: '2026-05-30' }));
    expect(idx.search({ q: 'lasser', today: TODAY }).documentIds[0]).toBe('lasser');
    expect(idx.search({ q: 'lassen', today: TODAY, sort: 'date' }).documentIds).toEqual(['lasser2', 'lasser']);
  });

  it('filters by facets and counts them for the current query', () => {
    const result = index().search({ filters: { category: 'zorg' }, today: TODAY });
    expect(result.documentIds).toEqual(['verpleeg', 'vandaag']);
    expect(result.total).toBe(2);
    expect(result.facets.category).toEqual({ transport: 1, zorg: 2, techniek: 1 });
    expect(result.facets.hours).toEqual({ '24-32': 1 });
    expect(result.facets.education).toEqual({ hbo: 1 });
    expect(result.facets.workplace).toEqual({ hybride: 1 });
  });

  it('filters by workplace, and counts the other workplaces with every other filter', () => {
    const idx = index();
    idx.upsert(vacancy('thuis', { title: 'Klantenservice', place: 'zwolle', workplace: 'thuiswerk', datePosted: '2026-05-10' }));
    const remote = idx.search({ filters: { workplace: 'thuiswerk' }, today: TODAY });
    expect(remote.documentIds).toEqual(['thuis']);
    expect(remote.facets.workplace).toEqual({ thuiswerk: 1, hybride: 1, locatie: 1 });
    expect(idx.search({ filters: { workplace: 'thuiswerk', place: 'utrecht' }, today: TODAY }).total).toBe(0);
    // A vacancy that does not say where the work is done matches no workplace filter.
    expect(idx.search({ filters: { workplace: 'locatie' }, today: TODAY }).documentIds).toEqual(['lasser']);
  });

  it('pages through the results', () => {
    const result = index().search({ today: TODAY, page: 2, pageSize: 3 });
    expect(result).toMatchObject({ documentIds: ['vandaag'], total: 4 });
  });

  it('follows updates and removals', () => {
    const idx = index();
    idx.upsert(vacancy('chauffeur', { title: 'Vrachtwagenchauffeur', closed: true }));
    expect(idx.search({ q: 'chauffeur', today: TODAY }).total).toBe(0);
    idx.upsert(vacancy('chauffeur', { title: 'Buschauffeur' }));
    expect(idx.search({ q: 'buschauffeur', today: TODAY }).documentIds).toEqual(['chauffeur']);
    expect(idx.search({ q: 'rijbewijs', today: TODAY }).total).toBe(0);
    idx.remove('chauffeur');
    expect(idx.search({ q: 'buschauffeur', today: TODAY }).total).toBe(0);
    expect(idx.size).toBe(5);
  });

  it('answers a wordless search again from what it found, until a vacancy changes or the day does', () => {
    const idx = index();
    const first = idx.search({ filters: { place: 'zwolle' }, today: TODAY });
    // The same scan, not a new one: the very same counts, for any page or sort.
    expect(idx.search({ filters: { place: 'zwolle' }, today: TODAY, sort: 'relevance', page: 2, pageSize: 1 })).toEqual({
      documentIds: ['chauffeur'],
      total: 2,
      facets: first.facets,
    });
    expect(idx.search({ filters: { place: 'zwolle' }, today: TODAY }).facets).toBe(first.facets);
    // A publish, a close and a removal each show on the next search.
    idx.upsert(vacancy('monteur', { title: 'Monteur', place: 'zwolle', category: 'techniek', datePosted: '2026-05-20' }));
    expect(idx.search({ filters: { place: 'zwolle' }, today: TODAY }).documentIds).toEqual(['monteur', 'lasser', 'chauffeur']);
    expect(idx.search({ today: TODAY }).facets.category).toEqual({ transport: 1, zorg: 2, techniek: 2 });
    idx.upsert(vacancy('monteur', { title: 'Monteur', place: 'zwolle', closed: true }));
    expect(idx.search({ filters: { place: 'zwolle' }, today: TODAY }).total).toBe(2);
    idx.remove('lasser');
    expect(idx.search({ filters: { place: 'zwolle' }, today: TODAY }).documentIds).toEqual(['chauffeur']);
    // The next day, a vacancy valid through today is closed.
    expect(idx.search({ filters: { category: 'zorg' }, today: TODAY }).total).toBe(2);
    expect(idx.search({ filters: { category: 'zorg' }, today: '2026-06-02' }).documentIds).toEqual(['verpleeg']);
  });

  it('keeps one employer’s vacancies, with or without words, and each employer’s wordless list apart', () => {
    const idx = index();
    idx.upsert(vacancy('kok', { title: 'Kok', employer: 'linde', datePosted: '2026-05-10' }));
    idx.upsert(vacancy('chauffeur2', { title: 'Chauffeur', employer: 'vandijk', datePosted: '2026-05-11' }));
    idx.upsert(vacancy('planner', { title: 'Planner', employer: 'vandijk', datePosted: '2026-05-12' }));
    idx.upsert(vacancy('oud', { title: 'Chauffeur', employer: 'vandijk', closed: true }));
    expect(idx.search({ employer: 'vandijk', today: TODAY }).documentIds).toEqual(['planner', 'chauffeur2']);
    expect(idx.search({ employer: 'linde', today: TODAY }).documentIds).toEqual(['kok']);
    expect(idx.search({ q: 'chauffeur', employer: 'vandijk', today: TODAY }).documentIds).toEqual(['chauffeur2']);
    expect(idx.search({ employer: 'niemand', today: TODAY }).total).toBe(0);
    // Facet counts follow the employer too.
    expect(idx.search({ employer: 'linde', today: TODAY }).facets.category).toEqual({});
    expect(idx.search({ today: TODAY }).total).toBe(7);
  });

  it('counts open vacancies per employer once, until a vacancy changes or the day does', () => {
    const idx = index();
    idx.upsert(vacancy('kok', { title: 'Kok', employer: 'linde' }));
    idx.upsert(vacancy('planner', { title: 'Planner', employer: 'vandijk', validThrough: TODAY }));
    idx.upsert(vacancy('oud', { title: 'Chauffeur', employer: 'vandijk', closed: true }));
    const counts = idx.openPerEmployer(TODAY);
    expect(counts).toEqual({ linde: 1, vandijk: 1 });
    expect(idx.openPerEmployer(TODAY)).toBe(counts);
    idx.upsert(vacancy('kok2', { title: 'Kok', employer: 'linde' }));
    expect(idx.openPerEmployer(TODAY)).toEqual({ linde: 2, vandijk: 1 });
    // The next day the planner is closed: an employer without open vacancies is absent.
    expect(idx.openPerEmployer('2026-06-02')).toEqual({ linde: 2 });
  });
});

describe('VacancyIndex distance search (issue 16)', () => {
  // Real coordinates: Utrecht–Amersfoort 20 km, Utrecht–Amsterdam 34 km, Utrecht–Zwolle 77 km.
  const PLACES = [
    { documentId: 'utrecht', lat: 52.0907, lon: 5.1214 },
    { documentId: 'amersfoort', lat: 52.1561, lon: 5.3878 },
    { documentId: 'amsterdam', lat: 52.3676, lon: 4.9041 },
    { documentId: 'zwolle', lat: 52.5168, lon: 6.083 },
  ];
  function index() {
    const idx = new VacancyIndex();
    idx.setPlaces(PLACES);
    idx.upsert(vacancy('zwolle-kok', { title: 'Kok', place: 'zwolle', category: 'horeca', datePosted: '2026-05-30' }));
    idx.upsert(vacancy('adam-kok', { title: 'Kok', place: 'amsterdam', category: 'horeca', datePosted: '2026-05-29' }));
    idx.upsert(vacancy('amf-zorg', { title: 'Verzorgende', place: 'amersfoort', category: 'zorg', datePosted: '2026-05-28' }));
    idx.upsert(vacancy('utr-kok', { title: 'Kok', place: 'utrecht', category: 'horeca', salary: '3000', datePosted: '2026-05-27' }));
    idx.upsert(vacancy('thuis', { title: 'Klantenservice', workplace: 'thuiswerk', datePosted: '2026-05-31' }));
    idx.upsert(vacancy('utr-dicht', { title: 'Kok', place: 'utrecht', closed: true }));
    return idx;
  }

  it('keeps vacancies within the radius of a place, newest first, and says how far each is', () => {
    const idx = index();
    const within25 = idx.search({ origin: { place: 'utrecht' }, radius: 25, today: TODAY });
    expect(within25.documentIds).toEqual(['amf-zorg', 'utr-kok']);
    expect(within25.distances).toEqual({ 'amf-zorg': expect.closeTo(19.7, 0), 'utr-kok': 0 });
    expect(idx.search({ origin: { place: 'utrecht' }, radius: 50, today: TODAY }).documentIds).toEqual(['adam-kok', 'amf-zorg', 'utr-kok']);
    expect(idx.search({ origin: { place: 'utrecht' }, radius: 5, today: TODAY }).documentIds).toEqual(['utr-kok']);
  });

  it('sorts nearest first, vacancies without a place last, with or without words', () => {
    const idx = index();
    const all = idx.search({ origin: { lat: 52.09, lon: 5.12 }, sort: 'afstand', today: TODAY });
    expect(all.documentIds).toEqual(['utr-kok', 'amf-zorg', 'adam-kok', 'zwolle-kok', 'thuis']);
    expect(Object.keys(all.distances!)).toEqual(['utr-kok', 'amf-zorg', 'adam-kok', 'zwolle-kok']);
    expect(idx.search({ q: 'kok', origin: { lat: 52.37, lon: 4.9 }, sort: 'afstand', today: TODAY }).documentIds).toEqual([
      'adam-kok',
      'utr-kok',
      'zwolle-kok',
    ]);
    // Without a radius nothing is left out; the order stays by date unless asked.
    expect(idx.search({ origin: { place: 'utrecht' }, today: TODAY }).documentIds).toEqual([
      'thuis',
      'zwolle-kok',
      'adam-kok',
      'amf-zorg',
      'utr-kok',
    ]);
  });

  it('counts facets within the radius, except the places, which ignore their own filter like every facet', () => {
    const idx = index();
    const result = idx.search({ origin: { place: 'utrecht' }, radius: 25, filters: { category: 'horeca' }, today: TODAY });
    expect(result.documentIds).toEqual(['utr-kok']);
    expect(result.facets.category).toEqual({ horeca: 1, zorg: 1 });
    expect(result.facets.place).toEqual({ utrecht: 1, amsterdam: 1, zwolle: 1 });
    expect(result.facets.salary).toEqual({ 2000: 1, 2500: 1, 3000: 1 });
  });

  it('matches nothing around a place it has no coordinates for, and follows a place that moves', () => {
    const idx = index();
    expect(idx.search({ origin: { place: 'nergens' }, radius: 50, today: TODAY }).total).toBe(0);
    expect(idx.search({ origin: { place: 'utrecht' }, radius: 5, today: TODAY }).total).toBe(1);
    idx.setPlaces(PLACES.map((place) => (place.documentId === 'amersfoort' ? { ...place, lat: 52.1, lon: 5.13 } : place)));
    expect(idx.search({ origin: { place: 'utrecht' }, radius: 5, today: TODAY }).documentIds).toEqual(['amf-zorg', 'utr-kok']);
  });
});
