import type { Core } from '@strapi/strapi';
import { VACANCY_UID } from '../../../lib/vacancy-content';
import { deliverForPublishedVacancy } from './delivery';

/**
 * Job alerts follow vacancy publishes (decision 009): after an editor (or anything else) publishes a
 * vacancy and the transaction has committed, matching alerts are delivered in the background, so
 * the Publish button never waits for mail servers or push services.
 */
export function registerJobAlertPublishHook(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== VACANCY_UID || context.action !== 'publish') return next();
    const documentId = (context.params as { documentId?: string }).documentId;
    return strapi.db.transaction(async ({ onCommit }) => {
      const result = await next();
      if (documentId) {
        onCommit(() => {
          setImmediate(() => {
            deliverForPublishedVacancy(strapi, documentId).catch((error) =>
              strapi.log.error(`Job alerts for vacancy ${documentId} failed: ${error instanceof Error ? error.stack : error}`),
            );
          });
        });
      }
      return result;
    });
  });
}
