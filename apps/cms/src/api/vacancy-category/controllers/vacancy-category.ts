import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::vacancy-category.vacancy-category');
