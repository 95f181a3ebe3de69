import { factories } from '@strapi/strapi';
import type { UID } from '@strapi/strapi';

/** The core router of a draft & publish type, with drafts for API tokens only (middlewares/drafts-need-api-token.ts). */
const DRAFT_GUARD = { middlewares: ['global::drafts-need-api-token'] };

export const draftGuardedRouter = (uid: UID.ContentType) => factories.createCoreRouter(uid, { config: { find: DRAFT_GUARD, findOne: DRAFT_GUARD } });
