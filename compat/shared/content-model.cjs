'use strict';

/**
 * The content types the public site reads (decision 053), as this project's Strapi 5 names them: one list
 * for the Strapi 4 and the Strapi 3 of compat/. Their schemas are not copied: each one's generator
 * (strapi-4/scripts/generate-schemas.mjs, strapi-3/scripts/generate-models.js) writes them from apps/cms
 * on every start.
 */
const PUBLIC_TYPES = ['vacancy', 'vacancy-category', 'place', 'event', 'news-item', 'page', 'partner', 'product', 'redirect', 'global'];

/** The users-permissions user of Strapi 4 (and 3) plus the two name fields the site's registration sends. */
const USER_FIELDS = [
  'username',
  'email',
  'provider',
  'password',
  'resetPasswordToken',
  'confirmationToken',
  'confirmed',
  'blocked',
  'role',
  'firstName',
  'lastName',
];

module.exports = { PUBLIC_TYPES, USER_FIELDS };
