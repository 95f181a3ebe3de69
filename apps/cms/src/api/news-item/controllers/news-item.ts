import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::news-item.news-item');
