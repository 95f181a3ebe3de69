import { describe, expect, it } from 'vitest';
import { organisationNameProblem } from './organisations';

describe("an organisation's name (issue 48)", () => {
  it('takes the names companies have', () => {
    for (const name of [
      'Bakkerij de Vries & Zn.',
      'Booking.com',
      'A/B Bouw',
      "Café 't Hoekje",
      'Zorggroep Noord-Holland (ZNH)',
      'Yahoo!',
      'Ålesund Café Één',
    ])
      expect(organisationNameProblem(name), name).toBeNull();
  });

  it('refuses addresses, a colon and what no name holds', () => {
    expect(organisationNameProblem('Uw account verloopt: log in op https://evil.example/login')).toBe('address');
    expect(organisationNameProblem('Log in op www.evil.example')).toBe('address');
    expect(organisationNameProblem('evil.example/login')).toBe('address');
    expect(organisationNameProblem('support@evil.example')).toBe('address');
    expect(organisationNameProblem('Uw account verloopt: log in')).toBe('characters');
    expect(organisationNameProblem('<b>Bakkerij</b>')).toBe('characters');
    expect(organisationNameProblem('Bakkerij\nKlik hier')).toBe('characters');
    expect(organisationNameProblem('x')).toBe('length');
    expect(organisationNameProblem('a'.repeat(121))).toBe('length');
  });
});
