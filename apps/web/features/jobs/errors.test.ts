import { describe, expect, it } from 'vitest';
import { CmsError } from '@/lib/cms/errors';
import { JobsFailure, mapJobsError } from './errors';

const strapi = (status: number, name: string, message: string, details: Record<string, unknown> = {}) =>
  new CmsError(status, { data: null, error: { status, name, message, details } }, message);

describe('mapJobsError', () => {
  it.each([
    ['cv-type', 415, 'cv'],
    ['cv-too-large', 413, 'cv'],
    ['already-applied', 409, undefined],
    ['vacancy-closed', 409, undefined],
    ['own-vacancy', 400, undefined],
  ])('maps the CMS code %s to a Dutch answer (%i)', (code, status, field) => {
    const mapped = mapJobsError(strapi(400, 'ApplicationError', 'whatever', { code }));
    expect(mapped).toMatchObject({ code, status });
    expect(mapped.field).toBe(field);
    expect(mapped.message).not.toMatch(/\b(the|must|error)\b/i);
  });
  it('makes every 404 the same "not found", whoever owns the thing', () => {
    expect(mapJobsError(strapi(404, 'NotFoundError', 'Not Found'))).toMatchObject({ code: 'not-found', status: 404 });
  });
  it('points a CMS validation error at its field', () => {
    const error = strapi(400, 'ValidationError', 'category does not exist', {
      errors: [{ path: ['category'], message: 'category does not exist' }],
    });
    expect(mapJobsError(error)).toMatchObject({ code: 'invalid-input', status: 400, field: 'category' });
  });
  it('passes everything else to the account mapping (expired session, CMS down)', () => {
    expect(mapJobsError(strapi(401, 'UnauthorizedError', 'Missing or invalid credentials'))).toMatchObject({
      code: 'user-token-expired',
      status: 401,
    });
    expect(mapJobsError(new JobsFailure('cv-missing'))).toMatchObject({ code: 'cv-missing', field: 'cv', status: 400 });
    expect(mapJobsError(new Error('boom'))).toMatchObject({ code: 'unknown', status: 500 });
  });
});
