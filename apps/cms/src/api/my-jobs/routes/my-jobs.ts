import { MY_JOBS_ROUTES } from '../lib/routes';

export default { routes: MY_JOBS_ROUTES.map((route) => ({ ...route })) };
