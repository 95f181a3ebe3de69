import { ATS_ROUTES } from '../lib/routes';

export default { routes: ATS_ROUTES.map((route) => ({ ...route })) };
