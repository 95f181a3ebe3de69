import { describe, expect, it } from 'vitest';
import { confirmationTemplate } from './mail';
import { needsPlainText, plainTextOf } from './plain-text-part';

describe('plain-text parts', () => {
  it("turns Strapi's HTML template into readable text with the link spelled out", () => {
    const html = confirmationTemplate('https://vacatures.example', 'Vacaturesite').message.replace('<%= CODE %>', 'abc');
    const text = plainTextOf(html);
    expect(text).not.toMatch(/<\/?(p|a|br)\b/);
    expect(text).toMatch(/^Hallo,\n\nBedankt voor je aanmelding bij Vacaturesite\./);
    expect(text).toContain('https://vacatures.example/email-valideren?confirmation=abc&bron=email');
  });

  it('replaces only a missing text part or one with markup', () => {
    expect(needsPlainText({ html: '<p>Hallo</p>', text: '<p>Hallo</p>' })).toBe(true);
    expect(needsPlainText({ html: '<p>Hallo</p>' })).toBe(true);
    expect(needsPlainText({ html: '<p>Hallo</p>', text: 'Hallo' })).toBe(false);
    expect(needsPlainText({ text: 'Hallo' })).toBe(false);
  });
});
