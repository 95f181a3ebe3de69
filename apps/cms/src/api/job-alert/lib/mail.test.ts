import { describe, expect, it } from 'vitest';
import { alertMail, confirmAlertMail, strangerSafeLabel } from './mail';

const facts = {
  site: 'https://www.example.nl',
  siteName: 'Vacaturesite',
  firstName: 'Anna',
  label: '‘kok’ · Utrecht',
  token: 'tok<en>',
  digest: false,
  vacancies: [
    { title: 'Kok & gastheer', path: '/jobs/vacature/abc/kok', employerName: 'De Proef', placeName: 'Utrecht', summary: 'Koken.' },
  ],
};

describe('alertMail', () => {
  it('names the vacancy, links to it and to unsubscribing without sign-in, escaped', () => {
    const mail = alertMail(facts);
    expect(mail.subject).toBe('Nieuwe vacature voor je alert: Kok & gastheer');
    expect(mail.html).toContain('<strong>Kok &amp; gastheer</strong>');
    expect(mail.html).toContain('href="https://www.example.nl/jobs/vacature/abc/kok?bron=email"');
    expect(mail.html).toContain('https://www.example.nl/vacature-alert/afmelden?token=tok%3Cen%3E&amp;bron=email');
    expect(mail.text).toContain('https://www.example.nl/vacature-alert/afmelden?token=tok%3Cen%3E&bron=email');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://www.example.nl/api/job-alerts/unsubscribe?token=tok%3Cen%3E>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('lists the day’s matches in a digest', () => {
    const mail = alertMail({
      ...facts,
      digest: 'daily',
      vacancies: [facts.vacancies[0], { title: 'Sous-chef', path: '/jobs/vacature/def/sous-chef' }],
    });
    expect(mail.subject).toBe('2 nieuwe vacatures voor je alert ‘kok’ · Utrecht');
    expect(mail.text).toContain('Vandaag zijn er 2 nieuwe vacatures geplaatst');
    expect(mail.text).toContain('Sous-chef');
    expect(mail.text).toContain('Kok & gastheer');
  });

  it('says "this week" in a weekly digest, and sends a guest nowhere to manage an account they do not have', () => {
    const mail = alertMail({ ...facts, digest: 'weekly', guest: true, firstName: null });
    // Whoever typed a guest's address chose its words: they stay out of the subject (issue 34).
    expect(mail.subject).toBe('1 nieuwe vacature voor je vacature-alert');
    expect(mail.text).toContain('Deze week is er 1 nieuwe vacature geplaatst');
    expect(mail.text).toContain('Hallo,');
    expect(mail.text).not.toContain('/account');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('strangerSafeLabel', () => {
  it('names the filters the CMS names itself, and search words only as such', () => {
    const filters = { categoryName: 'Horeca', placeName: 'Utrecht', radius: 25, hoursMin: 24, hoursMax: 32, workplace: 'thuiswerk' };
    expect(strangerSafeLabel(filters)).toEqual({ label: 'Horeca · Utrecht binnen 25 km · 24–32 uur · thuiswerk', withWords: false });
    expect(strangerSafeLabel({ ...filters, query: 'http://evil.example/x' })).toEqual({
      label: 'je zoekwoorden · Horeca · Utrecht binnen 25 km · 24–32 uur · thuiswerk',
      withWords: true,
    });
    expect(strangerSafeLabel({ query: 'Bel 0900-1234 www.evil.example' })).toEqual({ label: 'je zoekwoorden', withWords: true });
    expect(strangerSafeLabel({ query: '   ' })).toEqual({ label: 'alle vacatures', withWords: false });
    expect(strangerSafeLabel({})).toEqual({ label: 'alle vacatures', withWords: false });
  });
});

describe('confirmAlertMail', () => {
  const words = 'Klik http://evil.example/x <b>nu</b>';
  const base = {
    site: 'https://www.example.nl',
    siteName: 'Vacaturesite',
    search: { query: words, placeName: 'Utrecht' },
    token: 'abc<def>',
  };
  const partsOf = (mail: { subject: string; html: string; text: string }) => [mail.subject, mail.html, mail.text];
  /** What a mail client could make a link of, other than the site's own addresses. */
  const foreignAddresses = (text: string) =>
    [...text.matchAll(/(?:https?:\/\/|www\.)[^\s<>"]+/g)].map(([url]) => url).filter((url) => !url.startsWith('https://www.example.nl/'));

  it('asks a guest to confirm before anything is sent, with the link escaped', () => {
    const mail = confirmAlertMail({ ...base, again: false });
    expect(mail.subject).toBe('Bevestig je vacature-alert');
    expect(mail.text).toContain('https://www.example.nl/vacature-alert/bevestigen?token=abc%3Cdef%3E');
    expect(mail.html).not.toContain('<def>');
  });

  it('never carries the search words a stranger may have typed, nor any address but ours (issue 34)', () => {
    for (const again of [false, true]) {
      const mail = confirmAlertMail({ ...base, again });
      for (const part of partsOf(mail)) {
        expect(part).not.toContain('evil');
        expect(part).not.toContain('Klik');
        expect(foreignAddresses(part)).toEqual([]);
      }
      expect(mail.text).toContain('je zoekwoorden · Utrecht');
      expect(mail.text).toContain('Om misbruik te voorkomen zetten we de zoekwoorden niet in deze e-mail.');
    }
  });

  it('names a search without words by its filters, in the body only', () => {
    const mail = confirmAlertMail({ ...base, search: { categoryName: 'Horeca', placeName: 'Utrecht' }, again: false });
    expect(mail.subject).toBe('Bevestig je vacature-alert');
    expect(mail.text).toContain('nieuwe vacatures voor Horeca · Utrecht. Bevestig je e-mailadres');
    expect(mail.text).not.toContain('zoekwoorden');
  });

  it('asks again after a quiet year, saying what happens without an answer', () => {
    const mail = confirmAlertMail({ ...base, again: true });
    expect(mail.subject).toBe('Wil je je vacature-alert houden?');
    expect(mail.text).toContain('binnen 30 dagen');
    expect(mail.text).toContain('Doe je niets, dan verwijderen we de alert.');
  });
});
