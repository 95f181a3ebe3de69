import { describe, expect, it } from 'vitest';
import { needsPlainText } from '../../../lib/plain-text-part';
import { inviteMail, memberRemovedMail, vacancyRejectedMail } from '../../../lib/organisation-mails';

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

describe('the invitation (issue 48: who sent it, and whether anyone checked the organisation)', () => {
  const invite = (verified: boolean) =>
    inviteMail({
      ...facts,
      token: 'tok',
      ttlDays: 7,
      inviter: { name: 'Jan de Vries', email: 'jan@bakkerij.example' },
      verified,
    });

  it('names the sender and, for an organisation not yet verified, says plainly that nobody checked it', () => {
    const mail = invite(false);
    expect(mail.text).toContain(
      'Jan de Vries (jan@bakkerij.example) nodigt je uit om lid te worden van Bakkerij <Broek> & Zn bij Vacaturesite.',
    );
    expect(mail.text).toContain('Let op: de redactie van Vacaturesite heeft Bakkerij <Broek> & Zn nog niet gecontroleerd.');
    expect(mail.text).toContain('Vacaturesite vraagt je nooit per e-mail om je wachtwoord.');
    expect(mail.text).toContain('Uitnodiging bekijken: https://vacatures.example/uitnodiging/tok?bron=email');
    expect(needsPlainText(mail)).toBe(false);
  });

  it('says the organisation is verified once the redaction did', () => {
    const mail = invite(true);
    expect(mail.text).toContain('De redactie van Vacaturesite heeft Bakkerij <Broek> & Zn geverifieerd.');
    expect(mail.text).not.toContain('nog niet gecontroleerd');
  });
});
