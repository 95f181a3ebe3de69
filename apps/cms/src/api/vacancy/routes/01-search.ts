/** The vacancy search (decision 011); public through `api::vacancy.vacancy.search` (src/bootstrap/public-permissions.ts). */
export default {
  routes: [{ method: 'GET', path: '/vacancy-search', handler: 'vacancy.search' }],
};
