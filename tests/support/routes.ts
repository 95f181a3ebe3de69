import { cmsGet } from './actors';

/**
 * One address of every public route of the route table (spec §2), with documents from the CMS's
 * content, in three groups of about seven: the accessibility pass runs a test per group (each within
 * the suite's 15 s budget), the Nu Html Checker takes them all.
 */
export async function publicRouteSamples(): Promise<Record<'vacancies' | 'content' | 'forms', string[]>> {
  const [category, vacancy, news, event, page] = await Promise.all([
    cmsGet('/vacancy-categories?sort=name&pagination[pageSize]=1'),
    cmsGet('/vacancies?sort[0]=datePosted:desc&pagination[pageSize]=1&populate=*&filters[employer][id][$notNull]=true'),
    cmsGet('/news-items?sort=date:desc&pagination[pageSize]=1'),
    cmsGet('/events?sort=start:desc&pagination[pageSize]=1'),
    cmsGet('/pages?filters[slug][$eq]=over-ons'),
  ]).then((answers) => answers.map((answer) => answer.data[0]));
  return {
    vacancies: [
      '/',
      '/jobs',
      `/jobs/cat/${category.documentId}`,
      '/jobs/plaatsen',
      `/jobs/vacature/${vacancy.documentId}/${vacancy.slug}`,
      '/c',
      '/partners',
      '/werkgevers',
      `/werkgevers/${vacancy.employer.documentId}/${vacancy.employer.slug}`,
    ],
    content: [
      `/l/${page.documentId}`,
      '/nieuws',
      `/nieuws/${news.documentId}/${news.slug}`,
      '/agenda',
      `/agenda/${event.documentId}/${event.slug}`,
      `/${page.slug}`,
      '/producten',
    ],
    forms: [
      '/inloggen',
      '/registreren',
      '/wachtwoord-vergeten',
      '/deze-pagina-bestaat-niet',
      '/wachtwoord-reset?code=onbekend',
      '/email-valideren?confirmation=onbekend',
      '/account-activeren?code=onbekend',
    ],
  };
}
