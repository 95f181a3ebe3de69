import { inject } from 'vitest';

export const dateInAmsterdam = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** Open vacancies as the site counts them (decision 005): not closed, and not past their date. */
export const openFilter = () =>
  `filters[$and][0][$or][0][closed][$eq]=false&filters[$and][0][$or][1][closed][$null]=true&filters[$and][1][$or][0][validThrough][$gte]=${dateInAmsterdam(0)}&filters[$and][1][$or][1][validThrough][$null]=true`;

/** Posts a vacancy as a visitor straight to the CMS's my-jobs API (decision 005): a draft awaiting review. */
export async function postVacancy(jwt: string, data: Record<string, unknown>): Promise<{ documentId: string; slug: string }> {
  const { cmsUrl } = inject('stack');
  const body = { data: { summary: 'Een vacature uit de end-to-end tests.', employerName: 'Testbedrijf BV', employmentType: 'FULL_TIME', validThrough: dateInAmsterdam(30), ...data } };
  const response = await fetch(`${cmsUrl}/api/my-jobs/vacancies`, { method: 'POST', headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await response.json();
  if (response.status !== 201) throw new Error(`posting a vacancy answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

export const VACANCY_UID = 'api::vacancy.vacancy';
