import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGES, passesRouteValidation } from './validation';

const ID = 'k3j5h2g7f8d9s0a1q2w3e4r5';

describe('route validation', () => {
  it('accepts well-formed detail paths', () => {
    expect(passesRouteValidation(`/jobs/vacature/${ID}/chauffeur-ce-zwolle`)).toBe(true);
    expect(passesRouteValidation(`/nieuws/${ID}/nieuw-kantoor`)).toBe(true);
    expect(passesRouteValidation(`/agenda/${ID}/banenmarkt`)).toBe(true);
    expect(passesRouteValidation(`/jobs/cat/${ID}`)).toBe(true);
    expect(passesRouteValidation(`/l/${ID}`)).toBe(true);
  });

  it('rejects malformed ids and slugs', () => {
    expect(passesRouteValidation('/jobs/vacature/123/chauffeur')).toBe(false);
    expect(passesRouteValidation(`/jobs/vacature/${ID}/Hoofd Letters`)).toBe(false);
    expect(passesRouteValidation('/jobs/cat/%%%')).toBe(false);
    expect(passesRouteValidation('/l/abc')).toBe(false);
  });

  it('leaves paths without rules alone', () => {
    expect(passesRouteValidation('/jobs')).toBe(true);
    expect(passesRouteValidation('/bestaat/niet/echt')).toBe(true);
  });

  it('words both 404 messages as the specification does', () => {
    expect(NOT_FOUND_MESSAGES.invalid('/l/abc')).toBe('Page Not Found: /l/abc');
    expect(NOT_FOUND_MESSAGES.unmatched('/x/y')).toBe('Page not found: /x/y');
  });
});
