import { describe, expect, it } from 'vitest';
import { closedMail, MY_APPLICATIONS_PATH, newApplicationMail, receiptMail, statusMail } from './application-mails';

const facts = {
  site: 'https://vacatures.example',
  siteName: 'Vacaturesite',
  firstName: 'Sanne',
  vacancyTitle: 'Kok <b>',
  employerName: 'Bistro & Co',
};

describe('applicant mails (decision 033)', () => {
  it('an invitation names the vacancy and the employer, quotes the message and links to the applications', () => {
    const mail = statusMail(facts, 'uitgenodigd', 'Kom je dinsdag om 10:00?\nGroet, Piet')!;
    expect(mail.subject).toBe('Je bent uitgenodigd: Kok <b>');
    expect(mail.text).toContain('Hallo Sanne,');
    expect(mail.text).toContain('Bistro & Co nodigt je uit');
    expect(mail.text).toContain('Kom je dinsdag om 10:00?\nGroet, Piet');
    expect(mail.text).toContain(`${facts.site}${MY_APPLICATIONS_PATH}&bron=email`);
    expect(mail.html).toContain('Kok &lt;b&gt;');
    expect(mail.html).toContain('Bistro &amp; Co');
    expect(mail.html).toContain('Kom je dinsdag om 10:00?<br>\nGroet, Piet');
    expect(mail.html).not.toContain('<b>');
  });

  it('a rejection says so without a message when there is none', () => {
    const mail = statusMail({ ...facts, employerName: null }, 'afgewezen', null)!;
    expect(mail.subject).toBe('Reactie op je sollicitatie: Kok <b>');
    expect(mail.text).toContain('De werkgever heeft je sollicitatie op Kok <b> bekeken en gaat helaas niet met je verder.');
    expect(mail.text).not.toContain('Bericht van de werkgever');
  });

  it('"bekeken" and "ontvangen" send nothing', () => {
    expect(statusMail(facts, 'bekeken', 'x')).toBeNull();
    expect(statusMail(facts, 'ontvangen', null)).toBeNull();
  });

  it('the closed mail says the vacancy is filled or closed', () => {
    const mail = closedMail({ ...facts, firstName: null });
    expect(mail.subject).toBe('Vacature vervuld of gesloten: Kok <b>');
    expect(mail.text).toMatch(/^Hallo,\n/);
    expect(mail.text).toContain('De vacature Kok <b> bij Bistro & Co is vervuld of gesloten.');
  });

  it("the receipt confirms the application in Dutch, in HTML and plain text, with the applicant's page", () => {
    const mail = receiptMail(facts);
    expect(mail.subject).toBe('Je sollicitatie is verstuurd: Kok <b>');
    expect(mail.text).toContain('Je sollicitatie op Kok <b> bij Bistro & Co is goed aangekomen.');
    expect(mail.text).toContain(`Bekijk je sollicitaties: ${facts.site}${MY_APPLICATIONS_PATH}&bron=email`);
    expect(mail.text).not.toMatch(/<(p|a|br)\b/);
    expect(mail.html).toContain('Kok &lt;b&gt;');
  });

  it("the poster's mail names the applicant, links to the vacancy's applications and carries no CV", () => {
    const mail = newApplicationMail({ ...facts, firstName: 'Piet', applicantName: 'Sanne de Vries', vacancyId: 'abc123' });
    expect(mail.subject).toBe('Nieuwe sollicitatie op Kok <b>');
    expect(mail.text).toContain('Hallo Piet,');
    expect(mail.text).toContain('Sanne de Vries heeft gesolliciteerd op je vacature Kok <b>.');
    expect(mail.text).toContain(`Bekijk de sollicitatie: ${facts.site}/jobs/mijn/abc123?bron=email#sollicitaties-kop`);
    expect(mail.text).toContain('sturen we het cv niet mee');
  });
});
