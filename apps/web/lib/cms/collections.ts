/**
 * The REST collection (`/api/{collection}`) of each CMS model, by the model name the CMS's webhook and
 * preview links send. For the models whose documents have a page or name one in a path.
 */
export const COLLECTION_OF_MODEL = {
  vacancy: 'vacancies',
  'vacancy-category': 'vacancy-categories',
  place: 'places',
  event: 'events',
  'news-item': 'news-items',
  page: 'pages',
  partner: 'partners',
} as const;

/** The collection of a model name from outside (a webhook body), or null for any other name. */
export function collectionOfModel(model: string): string | null {
  return Object.hasOwn(COLLECTION_OF_MODEL, model) ? COLLECTION_OF_MODEL[model as keyof typeof COLLECTION_OF_MODEL] : null;
}
