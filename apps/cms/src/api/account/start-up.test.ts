import { describe, expect, it } from 'vitest';
import { isContentManagerRequest } from './start-up';

describe('isContentManagerRequest', () => {
  it('recognises the admin Content Manager', () => {
    expect(isContentManagerRequest('/content-manager/collection-types/plugin::users-permissions.user')).toBe(true);
  });
  it('leaves registrations, social sign-in and scripts alone', () => {
    for (const path of ['/api/auth/local/register', '/api/sign-in-providers/oidc/complete', '/api/content-manager', undefined, null]) {
      expect(isContentManagerRequest(path)).toBe(false);
    }
  });
});
