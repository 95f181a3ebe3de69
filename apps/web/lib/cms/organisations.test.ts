import { describe, expect, it } from 'vitest';
import { ORGANISATION_REFUSALS } from '@vacaturesite/shared/organisations';
import { CmsError } from './errors';
import { organisationFailure } from './organisations';

const refusal = (status: number, details: unknown) => new CmsError(status, { error: { status, message: 'x', details } }, 'x');

describe('organisationFailure', () => {
  it('words every refusal code of the CMS in Dutch', () => {
    for (const [code, message] of Object.entries(ORGANISATION_REFUSALS)) expect(organisationFailure(refusal(400, { code }))).toBe(message);
  });
  it('answers an unknown or used link, a rate limit and a bad field in Dutch', () => {
    expect(organisationFailure(refusal(404, { code: 'invalid-link' }))).toMatch(/verlopen/);
    expect(organisationFailure(refusal(429, {}))).toMatch(/te veel uitnodigingen/);
    expect(organisationFailure(refusal(400, { errors: [{ path: ['email'] }] }))).toBe('Vul een geldig e-mailadres in.');
    expect(organisationFailure(new Error('boom'))).toMatch(/Er ging iets mis/);
  });
});
