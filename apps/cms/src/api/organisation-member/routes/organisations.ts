import { ORGANISATION_ROUTES } from '../lib/routes';

export default { routes: ORGANISATION_ROUTES.map((route) => ({ ...route })) };
