import { describe, expect, it } from 'vitest';
import { listEnabledProviders } from './providers';

describe('listEnabledProviders', () => {
  it('lists enabled providers except e-mail/password, with labels', () => {
    expect(
      listEnabledProviders({
        email: { enabled: true },
        oidc: { enabled: true, label: 'Demo-inlog' },
        github: { enabled: true },
        google: { enabled: false },
        somecorp: { enabled: true },
        broken: null,
      }),
    ).toEqual([
      { name: 'oidc', label: 'Demo-inlog' },
      { name: 'github', label: 'GitHub' },
      { name: 'somecorp', label: 'Somecorp' },
    ]);
  });
  it('copes with an empty store', () => {
    expect(listEnabledProviders(undefined)).toEqual([]);
  });
});
