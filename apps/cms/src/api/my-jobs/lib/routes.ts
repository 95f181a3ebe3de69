import { signedInActions } from '../../../lib/permissions';
import { botChecked } from '../../../lib/bot-check';
/**
 * The my-jobs routes (decision 005). None is public: each needs the authenticated role's permission
 * for its action (MY_JOBS_ACTIONS, granted in src/bootstrap/users-permissions.ts) and acts only on
 * ctx.state.user. The generic CRUD of vacancies, applications and saved vacancies stays closed to
 * visitors: applications and saved vacancies have no core routes at all.
 */
export const MY_JOBS_ROUTES = [
  { method: 'GET', path: '/my-jobs/vacancies', handler: 'my-vacancies.find' },
  { method: 'POST', path: '/my-jobs/vacancies', handler: 'my-vacancies.create', config: botChecked },
  { method: 'GET', path: '/my-jobs/vacancies/:id', handler: 'my-vacancies.findOne' },
  { method: 'PUT', path: '/my-jobs/vacancies/:id', handler: 'my-vacancies.update' },
  { method: 'PUT', path: '/my-jobs/vacancies/:id/closed', handler: 'my-vacancies.setClosed' },
  { method: 'GET', path: '/my-jobs/vacancies/:id/applications', handler: 'my-vacancies.applications' },
  { method: 'GET', path: '/my-jobs/vacancies/:id/statistics', handler: 'vacancy-statistics.find' },
  { method: 'GET', path: '/my-jobs/applications', handler: 'my-applications.find' },
  { method: 'POST', path: '/my-jobs/applications', handler: 'my-applications.create', config: botChecked },
  { method: 'GET', path: '/my-jobs/applications/:id', handler: 'my-applications.findOne' },
  { method: 'PUT', path: '/my-jobs/applications/:id', handler: 'my-applications.update' },
  { method: 'PUT', path: '/my-jobs/applications/:id/status', handler: 'my-applications.setStatus' },
  { method: 'DELETE', path: '/my-jobs/applications/:id', handler: 'my-applications.destroy' },
  { method: 'DELETE', path: '/my-jobs/applications/:id/cv-consent', handler: 'my-applications.withdrawConsent' },
  { method: 'GET', path: '/my-jobs/applications/:id/cv', handler: 'my-applications.cv' },
  // The UWV record's hand-made activities (decision 054): the owner's only, like the rest.
  { method: 'GET', path: '/my-jobs/activities', handler: 'my-activities.find' },
  { method: 'POST', path: '/my-jobs/activities', handler: 'my-activities.create' },
  { method: 'GET', path: '/my-jobs/activities/:id', handler: 'my-activities.findOne' },
  { method: 'PUT', path: '/my-jobs/activities/:id', handler: 'my-activities.update' },
  { method: 'DELETE', path: '/my-jobs/activities/:id', handler: 'my-activities.destroy' },
  { method: 'GET', path: '/my-jobs/saved', handler: 'my-saved.find' },
  { method: 'GET', path: '/my-jobs/saved/:id', handler: 'my-saved.findOne' },
  { method: 'PUT', path: '/my-jobs/saved/:id', handler: 'my-saved.save' },
  { method: 'DELETE', path: '/my-jobs/saved/:id', handler: 'my-saved.destroy' },
] as const;

export const MY_JOBS_ACTIONS = signedInActions('my-jobs', MY_JOBS_ROUTES);
