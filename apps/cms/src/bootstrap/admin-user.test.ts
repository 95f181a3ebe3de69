import { describe, expect, it } from 'vitest';
import { configuredAdminPassword, generateAdminPassword, PUBLISHED_DEFAULT_PASSWORD } from './admin-user';

describe('generateAdminPassword', () => {
  it("makes a different 32-character password each time that meets Strapi's admin rules", () => {
    const passwords = Array.from({ length: 200 }, generateAdminPassword);
    expect(new Set(passwords).size).toBe(passwords.length);
    for (const password of passwords) {
      expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
    }
  });
});

describe('configuredAdminPassword', () => {
  it('takes ADMIN_PASSWORD, but never the published default and never nothing', () => {
    expect(configuredAdminPassword({ ADMIN_PASSWORD: 'Eigen-wachtwoord-9' })).toBe('Eigen-wachtwoord-9');
    expect(configuredAdminPassword({ ADMIN_PASSWORD: PUBLISHED_DEFAULT_PASSWORD })).toBeNull();
    expect(configuredAdminPassword({ ADMIN_PASSWORD: '' })).toBeNull();
    expect(configuredAdminPassword({})).toBeNull();
  });
});
