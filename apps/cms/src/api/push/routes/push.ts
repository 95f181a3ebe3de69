import { PUSH_ROUTES } from '../lib/routes';

export default { routes: PUSH_ROUTES.map((route) => ({ ...route })) };
