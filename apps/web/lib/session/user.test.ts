import { describe, expect, it } from 'vitest';
import { toSessionUser } from './user';

describe('toSessionUser', () => {
  it('keeps what pages need and drops the rest', () => {
    const user = toSessionUser({
      id: 4,
      documentId: 'abc',
      username: 'a@b.nl',
      email: 'a@b.nl',
      provider: 'local',
      confirmed: true,
      blocked: false,
      firstName: ' Anna ',
      lastName: 'de Vries',
    });
    expect(user).toEqual({
      id: 4,
      documentId: 'abc',
      email: 'a@b.nl',
      firstName: 'Anna',
      lastName: 'de Vries',
      displayName: 'Anna de Vries',
      headerName: 'Anna',
      provider: 'local',
    });
  });

  it('falls back to the e-mail address as the name, and to local as the provider', () => {
    expect(toSessionUser({ id: 1, email: 'x@y.nl', firstName: null })).toMatchObject({
      displayName: 'x@y.nl',
      headerName: 'Mijn account',
      provider: 'local',
      documentId: null,
      firstName: '',
      lastName: '',
    });
  });
});
