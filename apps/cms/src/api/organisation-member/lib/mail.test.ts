import { describe, expect, it } from 'vitest';
import { needsPlainText } from '../../../lib/plain-text-part';
import { memberRemovedMail, vacancyRejectedMail } from './mail';

const facts = {
  site: 'https://vacatures.example',
  siteName: 'Vacaturesite',
  firstName: 'Sanne',
  organisationName: 'Bakkerij <Broek> & Zn',
};

describe('the mail to a member the owner removed (decision 056)', () => {
  const mail = memberRemovedMail(facts);

  it('names the organisation, greets by first name and links to the member’s own vacancies', () => {
    expect(mail.subject).toBe('Je bent geen lid meer van Bakkerij <Broek> & Zn bij Vacaturesite');
    expect(mail.text).toMatch(/^Hallo Sanne,\n/);
    expect(mail.text).toContain('De eigenaar van Bakkerij <Broek> & Zn heeft je verwijderd als lid van de organisatie.');
    expect(mail.text).toContain('Naar Mijn vacatures: https://vacatures.example/jobs/mijn?bron=email');
    expect(mail.html).toContain('href="https://vacatures.example/jobs/mijn?bron=email"');
    expect(mail.text).toMatch(/Met vriendelijke groet,\nVacaturesite$/);
  });

  it('has a real plain-text part and escapes the organisation’s name in the HTML', () => {
    expect(needsPlainText(mail)).toBe(false);
    expect(mail.html).toContain('Bakkerij &lt;Broek&gt; &amp; Zn');
    expect(mail.html).not.toContain('<Broek>');
  });

  it('greets without a name when there is none', () => {
    expect(memberRemovedMail({ ...facts, firstName: null }).text).toMatch(/^Hallo,\n/);
  });
});

describe('the mail about a vacancy an editor turned down or took offline', () => {
  const vacancy = { ...facts, vacancyTitle: 'Bakker', vacancyId: 'abc', reason: 'Geen salaris.', wasOnline: true };

  it('says "je vacature" to its poster', () => {
    const mail = vacancyRejectedMail({ ...vacancy, organisationName: null });
    expect(mail.subject).toBe('Je vacature is offline gehaald: Bakker');
    expect(mail.text).toContain('De redactie heeft je vacature Bakker offline gehaald.');
  });

  it('names the organisation to its owner, who did not post it', () => {
    const mail = vacancyRejectedMail({ ...vacancy, wasOnline: false });
    expect(mail.subject).toBe('De vacature van Bakkerij <Broek> & Zn is niet goedgekeurd: Bakker');
    expect(mail.text).toContain('De redactie heeft de vacature Bakker van Bakkerij <Broek> & Zn bekeken en niet goedgekeurd.');
    expect(mail.text).toContain('Geen salaris.');
  });
});
