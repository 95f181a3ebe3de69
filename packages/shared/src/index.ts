/** Everything both apps must agree on, each defined once (issue 19). The site imports a module's own path. */
export * from './accounts';
export * from './analytics';
export * from './analytics-pages';
export * from './applications';
export * from './bot-check';
export * from './content-api';
export * from './dates';
export * from './distance';
export * from './iban';
export * from './job-alerts';
export * from './links';
export * from './my-jobs';
export * from './numbers';
export * from './registrations';
export * from './site';
export * from './vacancies';
export * from './redis';
