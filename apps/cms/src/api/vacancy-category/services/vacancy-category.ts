import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::vacancy-category.vacancy-category');
