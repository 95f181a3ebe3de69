import { describe, expect, it } from 'vitest';
import { registrationMail } from './mail';

const facts = {
  site: 'https://site.nl',
  siteName: 'Vacaturesite',
  firstName: 'Anna',
  event: { title: 'Banenmarkt <Zwolle>', start: '2030-05-01T08:00:00Z', location: 'Stadhuis', address: 'Grote Markt 1' },
};

describe('registrationMail', () => {
  it('confirms in Dutch with date, place and a link to /inschrijvingen', () => {
    const mail = registrationMail('confirmed', facts);
    expect(mail.subject).toBe('Inschrijving bevestigd: Banenmarkt <Zwolle>');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain('woensdag 1 mei 2030 om 10:00');
    expect(mail.text).toContain('Stadhuis, Grote Markt 1');
    expect(mail.html).toContain('Banenmarkt &lt;Zwolle&gt;');
    expect(mail.html).toContain('href="https://site.nl/inschrijvingen"');
  });
  it('gives the waiting-list position', () => {
    expect(registrationMail('waitlisted', { ...facts, position: 3 }).text).toContain('plaats 3 van de wachtlijst');
  });
  it('describes the SEPA mandate with a masked IBAN only', () => {
    const mail = registrationMail('promoted', {
      ...facts,
      payment: { amount: 12.5, accountHolder: 'A. Jansen', ibanMasked: 'NL** **** **** **34 56', mandateReference: 'VS123' },
    });
    expect(mail.subject).toMatch(/^Er is een plaats vrij/);
    expect(mail.text).toMatch(/we schrijven €\s12,50 af/);
    expect(mail.text).toContain('NL** **** **** **34 56');
    expect(mail.text).toContain('Machtigingskenmerk: VS123');
  });
  it('confirms a cancellation', () => {
    expect(registrationMail('cancelled', facts).subject).toBe('Inschrijving geannuleerd: Banenmarkt <Zwolle>');
  });
});
