import { REGISTRATION_ROUTES } from '../lib/routes';

export default { routes: REGISTRATION_ROUTES.map((route) => ({ ...route })) };
