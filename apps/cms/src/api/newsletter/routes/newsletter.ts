import { NEWSLETTER_ROUTES } from '../lib/routes';

export default { routes: NEWSLETTER_ROUTES.map((route) => ({ ...route })) };
