import { describe, expect, it } from 'vitest';
import { activationMail, confirmationTemplate, parseMailbox, resetPasswordTemplate, siteUrl } from './mail';

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
