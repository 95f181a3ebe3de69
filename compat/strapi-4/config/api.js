// The same limits as this project's Strapi 5 (REST_MAX_PAGE_SIZE in packages/shared): the site pages by 100.
module.exports = { rest: { defaultLimit: 25, maxLimit: 100, withCount: true } };
