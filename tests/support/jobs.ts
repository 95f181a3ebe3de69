import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { type Actor, cmsAs, cmsGet } from './actors';
import { botCheckHeaders } from './bot-check';
import { visitorAddress } from './browser';
import { makePdf } from './documents';

/** yyyy-mm-dd of a moment in Amsterdam. */
export const dayInAmsterdam = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);

export const dateInAmsterdam = (offsetDays: number) => dayInAmsterdam(new Date(Date.now() + offsetDays * 86_400_000));

/**
 * For a file whose checks are about one calendar day ("today's figures"): when midnight in Amsterdam is less
 * than `marginMs` away, waits until it has passed, so the file runs within one day. A CI run may start at
 * any hour; one crossed midnight between two tests (stop 44).
 */
export async function outsideMidnightInAmsterdam(marginMs = 120_000): Promise<void> {
  const [hours, minutes, seconds] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  const untilMidnight = ((24 - hours) * 3600 - minutes * 60 - seconds) * 1000;
  if (untilMidnight < marginMs) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1000));
}

/** Open vacancies as the site counts them (decision 005): not closed, and not past their date. */
export const openFilter = () =>
  `filters[$and][0][$or][0][closed][$eq]=false&filters[$and][0][$or][1][closed][$null]=true&filters[$and][1][$or][0][validThrough][$gte]=${dateInAmsterdam(0)}&filters[$and][1][$or][1][validThrough][$null]=true`;

/** Posts a vacancy as a visitor straight to the CMS's my-jobs API (decision 005): a draft awaiting review. */
export async function postVacancy(jwt: string, data: Record<string, unknown>): Promise<{ documentId: string; slug: string }> {
  const { cmsUrl } = inject('stack');
  const body = {
    data: {
      summary: 'Een vacature uit de end-to-end tests.',
      employerName: 'Testbedrijf BV',
      employmentType: 'FULL_TIME',
      validThrough: dateInAmsterdam(30),
      ...data,
    },
  };
  const check = await botCheckHeaders('POST', '/my-jobs/vacancies', { site: false });
  const { status, json } = await cmsAs(cmsUrl, { jwt }, 'POST', '/my-jobs/vacancies', body, check);
  if (status !== 201) throw new Error(`posting a vacancy answered ${status}: ${JSON.stringify(json)}`);
  return json.data;
}

export const VACANCY_UID = 'api::vacancy.vacancy';

/** A vacancy as a list shows it: its title and the address it links to. */
export type ListedVacancy = { title: string; href: string };

export const vacancyHref = (vacancy: { documentId: string; slug: string }) => `/jobs/vacature/${vacancy.documentId}/${vacancy.slug}`;
const listed = (vacancies: Array<{ title: string; documentId: string; slug: string }>): ListedVacancy[] =>
  vacancies.map((v) => ({ title: v.title, href: vacancyHref(v) }));

/** The vacancy cards on the page (within `scope`, a CSS selector, when given), in the order shown. */
export function shownVacancies(page: Page, scope = 'body'): Promise<ListedVacancy[]> {
  return page
    .locator(`${scope} [data-testid="vacancy-card"] :is(h2, h3) a`)
    .evaluateAll((links) => links.map((link) => ({ title: link.textContent!.trim(), href: link.getAttribute('href')! })));
}

/** The CMS's vacancy search (decision 011), the way /jobs asks it: `params` as on the site's URL. */
export async function cmsSearch(params: Record<string, string | number>): Promise<{ vacancies: ListedVacancy[]; total: number }> {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  const json = await cmsGet(`/vacancy-search?${query}`);
  return { vacancies: listed(json.data), total: json.meta.pagination.total };
}

/** Open vacancies from the plain REST API, newest first like the site's lists; `filters` is extra query text. */
export async function cmsOpenVacancies({
  filters = '',
  page = 1,
  pageSize = 20,
}: { filters?: string; page?: number; pageSize?: number } = {}): Promise<{ vacancies: ListedVacancy[]; total: number }> {
  const json = await cmsGet(
    `/vacancies?${openFilter()}${filters}&sort[0]=datePosted:desc&sort[1]=id:desc&fields[0]=title&fields[1]=slug&pagination[page]=${page}&pagination[pageSize]=${pageSize}`,
  );
  return { vacancies: listed(json.data), total: json.meta.pagination.total };
}

/** "1.234 vacatures", as the site words a count. */
export const vacancyCount = (count: number) => `${count.toLocaleString('nl-NL')} ${count === 1 ? 'vacature' : 'vacatures'}`;
export const resultCount = (count: number) => `${vacancyCount(count)} gevonden`;

/** Dutch alphabetical order, as the site sorts names (database collations differ: SQLite, PostgreSQL). */
export const dutchOrder = new Intl.Collator('nl', { sensitivity: 'base', numeric: true }).compare;

/** An application as the apply form sends it: the vacancy, a motivation, the CV file and, when given, the CV consent. */
export function applicationForm(
  vacancy: string,
  file: { name: string; type: string; bytes: Buffer },
  {
    motivation = 'Ik werk al jaren in dit vak en ben per direct beschikbaar. Graag vertel ik u meer in een gesprek.',
    cvConsent,
  }: { motivation?: string; cvConsent?: boolean } = {},
) {
  const form = new FormData();
  form.set('vacancy', vacancy);
  form.set('motivation', motivation);
  if (cvConsent !== undefined) form.set('cvConsent', String(cvConsent));
  form.set('cv', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

/** A real one-page PDF CV with `text` on it, as applicationForm takes a file. */
export const pdfCv = (text: string, name = 'cv.pdf') => ({ name, type: 'application/pdf', bytes: makePdf(text) });

/** A multipart POST to the site's own route as its form sends it (same origin, the visitor's cookie, a solved bot check). */
export async function siteUpload(path: string, form: FormData, who: Actor) {
  const { webUrl } = inject('stack');
  const response = await fetch(`${webUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: {
      origin: webUrl,
      cookie: who.cookie,
      'x-forwarded-for': visitorAddress(),
      ...(await botCheckHeaders('POST', path, { site: true })),
    },
  });
  return { status: response.status, json: await response.json() };
}
