import { describe, expect, it } from 'vitest';
import { CmsError } from '@/lib/cms/errors';
import { mapRegistrationError, withRegistrationErrors } from './errors';

const cmsRefusal = (status: number, error: Record<string, unknown>) =>
  new CmsError(status, { data: null, error: { status, ...error } }, String(error.message));

describe('mapRegistrationError', () => {
  it('turns the CMS code into a Dutch answer with the same status', async () => {
    const answer = mapRegistrationError(
      cmsRefusal(409, { name: 'ApplicationError', message: 'Already registered for this event', details: { code: 'already-registered' } }),
    );
    expect(answer?.status).toBe(409);
    expect(await answer?.json()).toEqual({
      error: { code: 'already-registered', message: 'Je bent al ingeschreven voor dit evenement of staat al op de wachtlijst.' },
    });
  });
  it('answers somebody else’s registration like a missing one', async () => {
    const answer = mapRegistrationError(
      cmsRefusal(404, { name: 'NotFoundError', message: 'Registration not found', details: { code: 'not-found' } }),
    );
    expect(answer?.status).toBe(404);
  });
  it('puts a CMS validation error on its field', async () => {
    const answer = mapRegistrationError(
      cmsRefusal(400, {
        name: 'ValidationError',
        message: 'iban: checksum',
        details: { errors: [{ path: ['iban'], message: 'iban: checksum' }] },
      }),
    );
    expect(await answer?.json()).toMatchObject({
      error: { code: 'invalid-input', fields: { iban: 'Dit IBAN klopt niet: controleer de cijfers.' } },
    });
  });
  it('leaves everything else to the generic mapping', async () => {
    expect(mapRegistrationError(cmsRefusal(500, { name: 'InternalServerError', message: 'boom' }))).toBeNull();
    expect(mapRegistrationError(new Error('x'))).toBeNull();
    await expect(withRegistrationErrors(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
  });
});
