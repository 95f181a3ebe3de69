export { cmsFetch, cmsUrl, type CmsFetchOptions } from './client';
export { apiPrefix, cmsBaseUrl, cmsVersion, type CmsVersion } from './config';
export { CmsError, errorBodyMessage, fallbackErrorBody, isCmsError, type V3ErrorBody, type V4ErrorBody } from './errors';
export { toNumber } from './mappers';
export { normalizeEntry, normalizeResponse, type CmsEntry, type CmsMeta, type CmsPagination, type NormalizedResponse } from './normalize';
export { QS_LIMITS, parseQuery, stringifyQuery } from './query-string';
export * from './queries';
export { CMS_TAGS } from './tags';
export * from './types';
