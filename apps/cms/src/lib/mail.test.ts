import { describe, expect, it } from 'vitest';
import {
  activationMail,
  confirmationTemplate,
  dutchMoment,
  parseMailbox,
  passwordChangedMail,
  resetPasswordTemplate,
  siteUrl,
} from './mail';

describe('siteUrl', () => {
  it('defaults to localhost:3000 and drops trailing slashes', () => {
    expect(siteUrl({})).toBe('http://localhost:3000');
    expect(siteUrl({ SITE_URL: 'https://www.example.nl//' })).toBe('https://www.example.nl');
  });
});

describe('parseMailbox', () => {
  it('splits the email plugin defaultFrom', () => {
    expect(parseMailbox('Vacaturesite <noreply@vacaturesite.local>')).toEqual({
      name: 'Vacaturesite',
      email: 'noreply@vacaturesite.local',
    });
    expect(parseMailbox('"De Site" <a@b.nl>')).toEqual({ name: 'De Site', email: 'a@b.nl' });
    expect(parseMailbox('a@b.nl')).toEqual({ name: '', email: 'a@b.nl' });
  });
});

describe('templates', () => {
  it('link the confirmation to the site page with Strapi’s CODE placeholder', () => {
    const t = confirmationTemplate('https://site.nl', 'Vacaturesite');
    expect(t.message).toContain('href="https://site.nl/email-valideren?confirmation=<%= CODE %>&bron=email"');
    expect(t.object).toMatch(/Bevestig/);
  });
  it('link the reset mail through Strapi’s URL and TOKEN placeholders', () => {
    expect(resetPasswordTemplate('Vacaturesite').message).toContain('href="<%= URL %>?code=<%= TOKEN %>&bron=email"');
  });
  it('put the activation token in a site link, in HTML and text', () => {
    const mail = activationMail('https://site.nl', 'Vacaturesite', 'abc_-', 72);
    expect(mail.html).toContain('href="https://site.nl/account-activeren?token=abc_-&bron=email"');
    expect(mail.text).toContain('https://site.nl/account-activeren?token=abc_-&bron=email');
    expect(mail.text).toContain('72 uur');
    expect(mail.subject).toBe('Activeer je account bij Vacaturesite');
  });
});

describe('passwordChangedMail', () => {
  const at = new Date('2026-11-27T13:05:00Z');

  it('says in Dutch when and how the password changed, with a link to ask for a new one', () => {
    const mail = passwordChangedMail('https://site.nl', 'Vacaturesite', { firstName: 'Anna', way: 'account', at });
    expect(mail.subject).toBe('Je wachtwoord bij Vacaturesite is gewijzigd');
    expect(mail.text).toMatch(
      /^Hallo Anna,\n\nHet wachtwoord van je account bij Vacaturesite is op 27 november 2026 om 14:05 gewijzigd, via je accountpagina\./,
    );
    expect(mail.text).toContain('Heb jij dit niet gedaan?');
    expect(mail.text).toContain('Nieuw wachtwoord aanvragen: https://site.nl/wachtwoord-vergeten?bron=email');
    expect(mail.text).not.toMatch(/<\/?(p|a|br)\b/);
    expect(mail.html).toContain('<a href="https://site.nl/wachtwoord-vergeten?bron=email">Nieuw wachtwoord aanvragen</a>');
  });

  it('names the reset link as the way, greets without a name and escapes the site name in the HTML only', () => {
    const mail = passwordChangedMail('https://site.nl', 'Werk & Zo', { way: 'reset', at });
    expect(mail.text).toMatch(/^Hallo,\n/);
    expect(mail.text).toContain('met een link om een nieuw wachtwoord in te stellen');
    expect(mail.text).toContain('bij Werk & Zo is op');
    expect(mail.html).toContain('bij Werk &amp; Zo is op');
    expect(mail.html).not.toContain('Werk & Zo');
  });

  it('writes the moment in the Netherlands’ time, summer and winter', () => {
    expect(dutchMoment(new Date('2026-07-01T08:30:00Z'))).toBe('1 juli 2026 om 10:30');
    expect(dutchMoment(at)).toBe('27 november 2026 om 14:05');
  });
});
