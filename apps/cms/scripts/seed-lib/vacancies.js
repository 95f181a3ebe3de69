'use strict';

/**
 * Generates demo vacancies. Vacancy number i always gets the same content, whatever the total asked
 * for and whatever the seed date (which only moves its dates), so `--vacancies 500` after
 * `--vacancies 240` adds exactly the vacancies 241–500 and a run on another day adds nothing.
 */
const { createRng } = require('./random');
const { slugify, toBlocks, addDays, formatDutchDate } = require('./text');

const CATEGORY_WEIGHTS = {
  'zorg-en-welzijn': 3,
  ict: 2,
  'logistiek-en-transport': 2,
  onderwijs: 1.5,
  techniek: 2,
  horeca: 1.5,
  bouw: 1.5,
  financien: 1,
  'marketing-en-communicatie': 0.8,
  overheid: 1,
  detailhandel: 1.5,
  schoonmaak: 1,
  klantenservice: 1,
  productie: 1.2,
};

/**
 * Where the work is done, per field of work: [locatie, hybride, thuiswerk] weights. Office work is
 * often hybrid and sometimes at home; care, building and shop work is on site. Fields not listed: on site.
 */
const WORKPLACE_WEIGHTS = {
  ict: [2, 6, 2],
  financien: [3, 6, 1],
  'marketing-en-communicatie': [3, 6, 1],
  klantenservice: [3, 3, 4],
  overheid: [4, 5, 1],
  onderwijs: [9, 1, 0],
};
const WORKPLACES = ['locatie', 'hybride', 'thuiswerk'];

const EMPLOYMENT = [
  ['FULL_TIME', 45],
  ['PART_TIME', 35],
  ['TEMPORARY', 10],
  ['CONTRACTOR', 4],
  ['INTERN', 4],
  ['VOLUNTEER', 2],
];

const EDUCATION_LABEL = { geen: 'geen', vmbo: 'vmbo', mbo: 'mbo', havo: 'havo', vwo: 'vwo', hbo: 'hbo', wo: 'wo' };

const VOLUNTEER_JOBS = {
  'zorg-en-welzijn': {
    title: 'Vrijwilliger dagbesteding',
    does: 'ouderen gezelschap houden en helpen bij activiteiten zoals wandelen, koken en spelletjes',
  },
  onderwijs: { title: 'Voorleesvrijwilliger', does: 'kinderen voorlezen en samen met hen plezier in lezen ontdekken' },
};

/** "Front-end developer" → "front-end developer", but "DevOps engineer" stays as it is. */
function lowerFirst(title) {
  const first = title.split(' ')[0];
  return /[A-Z]/.test(first.slice(1)) ? title : title.charAt(0).toLowerCase() + title.slice(1);
}

const euroFormats = [0, 1, 2].map((d) => new Intl.NumberFormat('nl-NL', { minimumFractionDigits: d, maximumFractionDigits: d }));
const euro = (n, decimals = 0) => `€ ${euroFormats[decimals].format(n)}`;

function salaryText(v) {
  if (v.salaryMin == null) return null;
  if (v.salaryPeriod === 'HOUR') return `Een uurloon van ${euro(v.salaryMin, 2)} tot ${euro(v.salaryMax, 2)} bruto.`;
  if (v.salaryPeriod === 'YEAR') return `Een jaarsalaris van ${euro(v.salaryMin)} tot ${euro(v.salaryMax)} bruto, inclusief vakantiegeld.`;
  return `Een salaris van ${euro(v.salaryMin)} tot ${euro(v.salaryMax)} bruto per maand${v.employmentType === 'INTERN' ? ' (stagevergoeding)' : ' bij een volledige werkweek'}.`;
}

function contractText(type, hours) {
  switch (type) {
    case 'FULL_TIME':
      return `een fulltime baan van ${hours} uur per week met uitzicht op een vast contract`;
    case 'PART_TIME':
      return `een parttime baan van ${hours} uur per week`;
    case 'TEMPORARY':
      return `een tijdelijke baan van ${hours} uur per week voor zes maanden, met kans op verlenging`;
    case 'CONTRACTOR':
      return `een opdracht voor een zelfstandige (zzp) van ${hours} uur per week`;
    case 'INTERN':
      return `een stage van ${hours} uur per week, met stagevergoeding en begeleiding`;
    case 'VOLUNTEER':
      return `vrijwilligerswerk voor ongeveer ${hours} uur per week, met onkostenvergoeding`;
    default:
      return `${hours} uur per week`;
  }
}

function hoursFor(type, rng) {
  switch (type) {
    case 'FULL_TIME':
      return rng.weighted([
        [36, 5],
        [38, 2],
        [40, 3],
        [32, 2],
      ]);
    case 'PART_TIME':
      return rng.pick([8, 12, 16, 20, 24, 24, 28, 32]);
    case 'TEMPORARY':
      return rng.pick([16, 20, 24, 32, 36, 40]);
    case 'CONTRACTOR':
      return rng.pick([24, 32, 36, 40]);
    case 'INTERN':
      return rng.pick([32, 36, 40]);
    case 'VOLUNTEER':
    default:
      return rng.pick([8, 8, 12]);
  }
}

const round = (n, step) => Math.round(n / step) * step;

/**
 * @param {object} opts
 * @param {Array<{name:string, slug:string}>} opts.categories
 * @param {Array<{name:string, weight:number}>} opts.places
 * @param {Array<{name:string, slug:string, website:string, places:string[], national?:boolean, categories:string[], contact:string}>} opts.partners
 * @param {object} opts.jobs               seed-data/jobs.js
 * @param {string} opts.seedDate           YYYY-MM-DD
 * @param {object} opts.categoryImage      category slug → image key
 * @param {string[]} opts.extraImages      image keys for vacancies with more than one image
 */
function createVacancyGenerator({ categories, places, partners, jobs, seedDate, categoryImage, extraImages }) {
  const categoryEntries = categories.map((c) => [c.slug, CATEGORY_WEIGHTS[c.slug] ?? 1]);
  const placeEntries = places.map((p) => [p.name, p.weight ?? 1]);
  const partnersByCategory = new Map();
  for (const c of categories) {
    const list = partners.filter((p) => p.categories.includes(c.slug));
    partnersByCategory.set(c.slug, list.length ? list : partners);
  }
  const usedSlugs = new Set();
  const lastSuffix = new Map();
  let next = 0;

  function uniqueSlug(base) {
    let slug = base;
    let n = lastSuffix.get(base) ?? 1;
    while (usedSlugs.has(slug)) {
      n += 1;
      slug = `${base}-${n}`;
    }
    lastSuffix.set(base, n);
    usedSlugs.add(slug);
    return slug;
  }

  /**
   * Vacancy number i (0-based). Must be called for 0, 1, 2, … in order (slugs depend on it).
   * With { slugOnly: true } it stops as soon as the slug is known (cheap existence checks).
   */
  function generate(i, { slugOnly = false } = {}) {
    if (i !== next) throw new Error(`vacancy generator expects index ${next}, got ${i}`);
    next += 1;
    // Keyed on the index only: the same vacancy (and slug) on every day; only its dates follow the seed date.
    const rng = createRng(`vacancy:${i}`);

    const categorySlug = rng.weighted(categoryEntries);
    const cat = jobs[categorySlug];
    let employmentType = rng.weighted(EMPLOYMENT);
    if (employmentType === 'VOLUNTEER' && !VOLUNTEER_JOBS[categorySlug]) employmentType = 'PART_TIME';
    const job = employmentType === 'VOLUNTEER' ? { ...VOLUNTEER_JOBS[categorySlug], edu: ['geen'], pay: null } : rng.pick(cat.jobs);
    const partner = rng.pick(partnersByCategory.get(categorySlug));
    // A national employer may post anywhere, a regional one only at its own locations.
    const place = partner.national ? rng.weighted(placeEntries) : rng.pick(partner.places);
    const hoursPerWeek = hoursFor(employmentType, rng);
    const setting = rng.pick(job.settings || cat.settings);

    // ---- title and slug
    let title;
    const variant = rng.next();
    if (employmentType === 'INTERN') title = `Stage ${lowerFirst(job.title)} in ${place}`;
    else if (employmentType === 'VOLUNTEER') title = `${job.title} in ${place}`;
    else if (employmentType === 'CONTRACTOR') title = `${job.title} (zzp) in ${place}`;
    else if (employmentType === 'PART_TIME' && variant < 0.35) title = `${job.title} (${hoursPerWeek} uur) in ${place}`;
    else if (employmentType === 'TEMPORARY' && variant < 0.5) title = `${job.title} (tijdelijk) in ${place}`;
    else if (variant < 0.15) title = `Ervaren ${lowerFirst(job.title)} in ${place}`;
    else if (variant < 0.22) title = `Startende ${lowerFirst(job.title)} in ${place}`;
    else title = `${job.title} in ${place}`;
    const slug = uniqueSlug(slugify(title));
    if (slugOnly) return { data: { slug } };

    // From a stream of its own, so the rest of the vacancy is what it was before the field existed.
    const workplaceRng = createRng(`workplace:${i}`);
    const weights = WORKPLACE_WEIGHTS[categorySlug] ?? [1, 0, 0];
    const workplace = workplaceRng.weighted(WORKPLACES.map((value, w) => [value, weights[w]]));

    // ---- education and salary
    const educationLevel = job.edu.length === 1 || rng.chance(0.7) ? job.edu[0] : rng.pick(job.edu.slice(1));
    let salaryMin = null;
    let salaryMax = null;
    let salaryPeriod = null;
    if (employmentType === 'INTERN') {
      salaryPeriod = 'MONTH';
      salaryMin = round(rng.int(300, 500), 25);
      salaryMax = salaryMin + round(rng.int(50, 250), 25);
    } else if (job.pay && rng.chance(0.92)) {
      const [lo, hi] = job.pay;
      const monthMin = lo + (hi - lo) * 0.55 * rng.next();
      const monthMax = Math.min(hi, monthMin + (hi - lo) * (0.25 + 0.45 * rng.next()));
      salaryPeriod = employmentType === 'CONTRACTOR' ? 'HOUR' : rng.weighted(cat.periods);
      if (salaryPeriod === 'HOUR') {
        const factor = employmentType === 'CONTRACTOR' ? 1.9 : 1;
        salaryMin = Math.max(14.4, round((monthMin / 156) * factor, 0.05));
        salaryMax = Math.max(salaryMin + 0.5, round((monthMax / 156) * factor, 0.05));
        salaryMin = Number(salaryMin.toFixed(2));
        salaryMax = Number(salaryMax.toFixed(2));
      } else if (salaryPeriod === 'YEAR') {
        salaryMin = round(monthMin * 12.96, 500);
        salaryMax = Math.max(salaryMin + 1000, round(monthMax * 12.96, 500));
      } else {
        salaryMin = round(monthMin, 50);
        salaryMax = Math.max(salaryMin + 100, round(monthMax, 50));
      }
    }

    // ---- dates
    const datePosted = addDays(seedDate, -rng.int(0, 59));
    const validThrough = rng.chance(0.85) ? addDays(seedDate, rng.int(14, 90)) : null;

    // ---- texts
    const jobLower = lowerFirst(job.title);
    const contract = contractText(employmentType, hoursPerWeek);
    const summary = `${partner.name} zoekt een ${jobLower} in ${place}. Je gaat ${job.does}, ${setting}. Het gaat om ${contract}.`;

    const v = { salaryMin, salaryMax, salaryPeriod, employmentType };
    const offers = [salaryText(v), ...rng.sample(cat.offers, rng.int(2, 3)), `Je krijgt ${contract}.`].filter(Boolean);
    const eduSentence =
      educationLevel === 'geen'
        ? 'Een diploma is niet nodig: je motivatie vinden we belangrijker dan je papieren.'
        : `Je hebt een diploma op minimaal ${EDUCATION_LABEL[educationLevel]}-niveau, of je bent bijna klaar met je opleiding.`;
    const [contactName, contactRole] = partner.contact.split(', ');
    const description = toBlocks([
      ['h2', 'Wat ga je doen?'],
      `Als ${jobLower} bij ${partner.name} ga je ${job.does}. Je werkt ${setting}, in ${place}.`,
      ['ul', rng.sample(cat.tasks, rng.int(3, 4))],
      ['h2', 'Wat vragen wij?'],
      eduSentence,
      ['ul', rng.sample(cat.requirements, 3)],
      ['h2', 'Wat bieden wij?'],
      ['ul', offers],
      ['h3', `Over ${partner.name}`],
      partner.description,
    ]);

    const howToApply = [
      validThrough
        ? `Solliciteer vóór ${formatDutchDate(validThrough)} met je cv en een korte motivatie.`
        : 'Solliciteer met je cv en een korte motivatie; we reageren binnen een week.',
      `Heb je eerst vragen over de functie? ${contactName} (${contactRole}) vertelt je er graag meer over.`,
      rng.chance(0.5)
        ? 'Een proefdag of meeloopdag behoort tot de mogelijkheden.'
        : 'Een Verklaring Omtrent het Gedrag (VOG) is onderdeel van de procedure.',
    ].join(' ');
    const domain = partner.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/.*$/, '');
    const applyUrl = rng.chance(0.5) ? `mailto:werken@${domain}` : `${partner.website.replace(/\/$/, '')}/vacatures/${slug}`;

    let images = [];
    if (rng.chance(0.2)) {
      const count = rng.int(1, 3);
      images = [categoryImage[categorySlug], ...rng.sample(extraImages, count - 1)].filter(Boolean);
    }

    return {
      data: {
        title,
        slug,
        summary,
        description,
        hoursPerWeek,
        employmentType,
        educationLevel,
        workplace,
        salaryMin,
        salaryMax,
        salaryPeriod,
        datePosted,
        validThrough,
        howToApply,
        applyUrl,
      },
      categorySlug,
      placeName: place,
      partnerSlug: partner.slug,
      images,
    };
  }

  return { generate };
}

module.exports = { createVacancyGenerator };
