import { JOB_ALERT_ROUTES } from '../lib/routes';

export default { routes: JOB_ALERT_ROUTES.map((route) => ({ ...route })) };
