import type { Core } from '@strapi/strapi';
import { syncRolePermissions } from '../lib/permissions';

/**
 * What anonymous visitors may read through the REST API. Set in code at every start so a fresh
 * database is usable at once and nobody has to click permissions together in the admin.
 */
export const PUBLIC_READ_ACTIONS = [
  'api::vacancy.vacancy.find',
  'api::vacancy.vacancy.findOne',
  'api::vacancy.vacancy.search',
  'api::vacancy.vacancy.employers',
  'api::vacancy-category.vacancy-category.find',
  'api::vacancy-category.vacancy-category.findOne',
  'api::place.place.find',
  'api::place.place.findOne',
  'api::news-item.news-item.find',
  'api::news-item.news-item.findOne',
  'api::event.event.find',
  'api::event.event.findOne',
  'api::page.page.find',
  'api::page.page.findOne',
  'api::partner.partner.find',
  'api::partner.partner.findOne',
  'api::product.product.find',
  'api::product.product.findOne',
  'api::redirect.redirect.find',
  'api::global.global.find',
];

export async function grantPublicReadPermissions(strapi: Core.Strapi): Promise<void> {
  await syncRolePermissions(strapi, 'public', PUBLIC_READ_ACTIONS);
}
