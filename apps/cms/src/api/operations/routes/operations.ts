/**
 * The CMS's health report for the site's `GET /api/health` (decision 051). Not behind users-permissions:
 * the controller lets in only a request signed with SITE_CMS_SECRET (or, without that secret, one from
 * this machine).
 */
export default {
  routes: [{ method: 'GET', path: '/operations/health', handler: 'operations.health', config: { auth: false } }],
};
