import { describe, expect, it } from 'vitest';
import { needsPlainText } from '../../../lib/plain-text-part';
import { inactiveAccountMail } from './mail';

describe('the inactive account mail (decision 050)', () => {
  const mail = inactiveAccountMail('https://www.vacaturesite.nl', 'Vacaturesite', {
    firstName: 'Anna',
    months: 24,
    graceDays: 30,
    deleteOn: new Date('2026-12-27T02:30:00Z'),
  });

  it('says when the account goes and how to keep it, with a link to sign in', () => {
    expect(mail.subject).toBe('Je account bij Vacaturesite wordt over 30 dagen verwijderd');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain('Je bent al 24 maanden niet ingelogd bij Vacaturesite.');
    expect(mail.text).toContain('op 27 december 2026');
    expect(mail.text).toContain('Inloggen: https://www.vacaturesite.nl/inloggen?terug=%2Faccount&bron=email');
    expect(mail.html).toContain('href="https://www.vacaturesite.nl/inloggen?terug=%2Faccount&amp;bron=email"');
  });

  it('has a real plain-text part', () => {
    expect(needsPlainText(mail)).toBe(false);
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it('escapes a first name in the HTML', () => {
    const odd = inactiveAccountMail('https://x.nl', 'Site', { firstName: '<b>Bo</b>', months: 24, graceDays: 30, deleteOn: new Date() });
    expect(odd.html).toContain('Hallo &lt;b&gt;Bo&lt;/b&gt;,');
  });
});
