import { describe, expect, it } from 'vitest';
import { alertMail, confirmAlertMail } from './mail';

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
    expect(mail.text).toContain('Deze week is er 1 nieuwe vacature geplaatst');
    expect(mail.text).toContain('Hallo,');
    expect(mail.text).not.toContain('/account');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('confirmAlertMail', () => {
  const base = { site: 'https://www.example.nl', siteName: 'Vacaturesite', label: '‘kok’ · Utrecht', token: 'abc<def>' };
  it('asks a guest to confirm before anything is sent, with the link escaped', () => {
    const mail = confirmAlertMail({ ...base, again: false });
    expect(mail.subject).toBe('Bevestig je vacature-alert: ‘kok’ · Utrecht');
    expect(mail.text).toContain('https://www.example.nl/vacature-alert/bevestigen?token=abc%3Cdef%3E');
    expect(mail.html).not.toContain('<def>');
  });

  it('asks again after a quiet year, saying what happens without an answer', () => {
    const mail = confirmAlertMail({ ...base, again: true });
    expect(mail.subject).toBe('Wil je je vacature-alert houden? ‘kok’ · Utrecht');
    expect(mail.text).toContain('binnen 30 dagen');
    expect(mail.text).toContain('Doe je niets, dan verwijderen we de alert.');
  });
});
