/**
 * The vacancy search (decision 011) and its open vacancies per employer; public through
 * `api::vacancy.vacancy.search` and `.employers` (src/bootstrap/public-permissions.ts).
 */
export default {
  routes: [
    { method: 'GET', path: '/vacancy-search', handler: 'vacancy.search' },
    { method: 'GET', path: '/vacancy-search/employers', handler: 'vacancy.employers' },
  ],
};
