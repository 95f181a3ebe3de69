import type { Core } from '@strapi/strapi';
import { ensureAnalyticsStorage, registerAnalyticsDashboardRoutes } from './api/statistics/start-up';
import { bootstrapAccountMails, inviteUsersCreatedInAdmin, registerSessionRevocation } from './api/account/start-up';
import { ensureAdminUser } from './bootstrap/admin-user';
import { applyDutchAdminLabels } from './bootstrap/admin-labels';
import { ensureDatabaseIndexes } from './bootstrap/database-indexes';
import { registerOidcProvider, syncOidcProvider } from './bootstrap/oidc-provider';
import { grantPublicReadPermissions } from './bootstrap/public-permissions';
import { ensurePreviewToken } from './preview/start-up';
import { guardDraftsOnContentApi } from './preview/guard-content-api';
import { registerRedirectValidation } from './api/redirect/start-up';
import { registerLinkValidation } from './bootstrap/link-validation';
import { startNewsletterSender, stopNewsletterSender } from './api/newsletter/start-up';
import { registerSiteRevalidation } from './bootstrap/site-revalidation';
import { registerVacancyLifecycle } from './lib/vacancy-lifecycle/document-hooks';
import { bootstrapPushAndAlerts, registerPushAndAlerts } from './api/job-alert/start-up';
import { bootstrapApplications } from './api/application/start-up';
import { runRetentionRound } from './api/privacy/lib/round';
import { registerPersonalData } from './lib/personal-data';
import { PERSONAL_DATA } from './bootstrap/personal-data';
import { registerRetentionRoutes } from './api/privacy/start-up';
import { startMailOutbox, stopMailOutbox } from './api/mail-outbox/start-up';
import { bootstrapIndexing, registerIndexingHooks, stopIndexing } from './api/indexing/start-up';
import { buildVacancyIndex, registerVacancySearchSync } from './lib/search/sync';
import { sharedRedis } from './lib/redis';
import { configureUsersPermissions, registerUserNameTrimming } from './bootstrap/users-permissions';
import { registerUserErasure } from './api/account/lib/erasure';
import { startOperations, stopOperations } from './api/operations/start-up';
import { startWebhookSender, stopWebhookSender } from './api/ats/start-up';
import { registerOrganisationQueueRoutes } from './api/organisation-member/start-up';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerPersonalData(PERSONAL_DATA);
    guardDraftsOnContentApi(strapi);
    registerRedirectValidation(strapi);
    registerLinkValidation(strapi);
    registerUserNameTrimming(strapi);
    registerSessionRevocation(strapi);
    registerOidcProvider(strapi);
    registerVacancyLifecycle(strapi);
    registerPushAndAlerts(strapi);
    registerVacancySearchSync(strapi);
    registerSiteRevalidation(strapi);
    registerIndexingHooks(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Connects now, so the first requests' rate limits already count across instances (decision 038).
    sharedRedis();
    await ensureDatabaseIndexes(strapi);
    await ensureAnalyticsStorage(strapi);
    registerAnalyticsDashboardRoutes(strapi);
    await ensureAdminUser(strapi);
    await applyDutchAdminLabels(strapi);
    await grantPublicReadPermissions(strapi);
    await ensurePreviewToken(strapi);
    // Runs after the plugins' own bootstrap, so these settings win over the plugin defaults.
    await configureUsersPermissions(strapi);
    bootstrapAccountMails(strapi);
    await syncOidcProvider(strapi);
    inviteUsersCreatedInAdmin(strapi);
    registerUserErasure(strapi);
    await startNewsletterSender(strapi);
    await bootstrapPushAndAlerts(strapi);
    bootstrapApplications(strapi, { afterNightlyRound: runRetentionRound });
    registerRetentionRoutes(strapi);
    registerOrganisationQueueRoutes(strapi);
    startMailOutbox(strapi);
    startWebhookSender(strapi);
    bootstrapIndexing(strapi);
    await buildVacancyIndex(strapi);
    startOperations(strapi);
  },

  async destroy() {
    await stopNewsletterSender();
    await stopIndexing();
    await stopMailOutbox();
    await stopWebhookSender();
    await stopOperations();
  },
};
