/** Public: what the site keeps and how long, for its /privacy page (decision 050). Nothing personal. */
export default {
  routes: [{ method: 'GET', path: '/privacy/retention', handler: 'privacy.retention', config: { auth: false } }],
};
