import { REST_MAX_PAGE_SIZE } from '@vacaturesite/shared';

export default {
  rest: {
    defaultLimit: 25,
    // Shared with the site, which pages through whole collections in pages of this size.
    maxLimit: REST_MAX_PAGE_SIZE,
    withCount: true,
  },
};
