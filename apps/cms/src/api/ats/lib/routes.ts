import { signedInActions } from '../../../lib/permissions';

/**
 * The ATS API's routes (decision 057).
 * `/api/v1/…`: for an ATS with an organisation's API key (api::ats.key-auth); Strapi's own auth is off.
 * `/api/organisations/:id/api-keys|webhook`: for the organisation's owner, signed in (jwt); anyone
 * else gets 404 (a member 403), as lib/organisations.ts's roleIn decides.
 * openapi.ts describes every /v1 route; openapi.test.ts fails when one is missing there.
 */
const withKey = { auth: false, middlewares: ['api::ats.key-auth'] } as const;

export const V1_ROUTES = [
  { method: 'GET', path: '/v1/openapi.json', handler: 'ats-v1.openapi', config: { auth: false } },
  { method: 'GET', path: '/v1/vacancies', handler: 'ats-v1.find', config: withKey },
  { method: 'POST', path: '/v1/vacancies', handler: 'ats-v1.create', config: withKey },
  { method: 'GET', path: '/v1/vacancies/:reference', handler: 'ats-v1.findOne', config: withKey },
  { method: 'PUT', path: '/v1/vacancies/:reference', handler: 'ats-v1.update', config: withKey },
  { method: 'POST', path: '/v1/vacancies/:reference/close', handler: 'ats-v1.close', config: withKey },
] as const;

export const OWNER_ROUTES = [
  { method: 'GET', path: '/organisations/:id/api-keys', handler: 'ats-owner.keys' },
  { method: 'POST', path: '/organisations/:id/api-keys', handler: 'ats-owner.createKey' },
  { method: 'DELETE', path: '/organisations/:id/api-keys/:keyId', handler: 'ats-owner.revokeKey' },
  { method: 'GET', path: '/organisations/:id/webhook', handler: 'ats-owner.webhook' },
  { method: 'PUT', path: '/organisations/:id/webhook', handler: 'ats-owner.setWebhook' },
  { method: 'DELETE', path: '/organisations/:id/webhook', handler: 'ats-owner.removeWebhook' },
  { method: 'GET', path: '/organisations/:id/webhook/deliveries', handler: 'ats-owner.deliveries' },
] as const;

export const ATS_ROUTES = [...V1_ROUTES, ...OWNER_ROUTES];
export const ATS_ACTIONS = signedInActions('ats', ATS_ROUTES);
