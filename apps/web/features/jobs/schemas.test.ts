import { describe, expect, it } from 'vitest';
import { todayInNetherlands } from '@/lib/format';
import { CV_MAX_BYTES } from '@vacaturesite/shared/my-jobs';
import {
  applicationFieldsSchema,
  applyFormSchema,
  applicationStatusSchema,
  cvFileProblem,
  toVacancyInput,
  vacancyFormSchema,
  vacancyFormValues,
  type VacancyFormValues,
} from './schemas';
import { fieldErrors } from '@/lib/forms/fields';

const inDays = (days: number) => {
  const date = new Date(`${todayInNetherlands()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const valid: VacancyFormValues = {
  ...vacancyFormValues(),
  title: '  Kok in Utrecht ',
  summary: 'Je kookt voor veertig gasten per avond.',
  employerName: 'Eetcafé De Proef',
  category: 'h0r3c4h0r3c4h0r3c4h0r3c4',
  hoursPerWeek: '32',
  employmentType: 'PART_TIME',
  workplace: 'hybride',
  salaryMin: '2800',
  salaryMax: '3400,50',
  validThrough: inDays(30),
};

const errorsOf = (values: Partial<VacancyFormValues>) => {
  const result = vacancyFormSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : fieldErrors(result.error);
};

describe('vacancyFormSchema', () => {
  it('accepts a complete form and turns it into what the CMS takes', () => {
    const parsed = vacancyFormSchema.parse(valid);
    expect(toVacancyInput(parsed)).toEqual({
      title: 'Kok in Utrecht',
      summary: 'Je kookt voor veertig gasten per avond.',
      description: '',
      employerName: 'Eetcafé De Proef',
      category: 'h0r3c4h0r3c4h0r3c4h0r3c4',
      place: null,
      hoursPerWeek: 32,
      employmentType: 'PART_TIME',
      educationLevel: null,
      workplace: 'hybride',
      salaryMin: 2800,
      salaryMax: 3400.5,
      salaryPeriod: 'MONTH',
      validThrough: inDays(30),
      howToApply: null,
      applyUrl: null,
      applicationMails: 'each',
    });
  });

  it.each([
    [{ title: '' }, 'title', 'Vul een functietitel in.'],
    [{ title: 'ab' }, 'title', 'Gebruik minstens 3 tekens voor een functietitel.'],
    [{ summary: 'kort' }, 'summary', 'Gebruik minstens 10 tekens voor een korte omschrijving.'],
    [{ employerName: ' ' }, 'employerName', 'Vul de naam van de werkgever in.'],
    [{ category: 'horeca' }, 'category', 'Kies een vakgebied uit de lijst.'],
    [{ hoursPerWeek: '61' }, 'hoursPerWeek', 'Vul een aantal uren van 1 tot en met 60 in.'],
    [{ hoursPerWeek: '12.5' }, 'hoursPerWeek', 'Vul een aantal uren van 1 tot en met 60 in.'],
    [{ employmentType: 'ALTIJD' }, 'employmentType', 'Kies het soort dienstverband.'],
    [{ salaryMin: 'veel' }, 'salaryMin', 'Vul een bedrag in euro in, bijvoorbeeld 3.200 of 15,50.'],
    [{ salaryMin: '3,200' }, 'salaryMin', 'Schrijf duizendtallen met een punt en centen met een komma, bijvoorbeeld 3.200 of 15,50.'],
    [{ salaryMin: '3000', salaryMax: '2999,99' }, 'salaryMax', 'Het maximum mag niet lager zijn dan het minimum.'],
    [{ validThrough: inDays(-1) }, 'validThrough', 'Deze datum ligt in het verleden.'],
    [{ validThrough: inDays(366) }, 'validThrough', 'Een vacature kan hoogstens een jaar (365 dagen) open staan.'],
    [{ validThrough: '2026-02-30' }, 'validThrough', 'Vul een geldige datum in.'],
    [
      { applyUrl: 'javascript:alert(1)' },
      'applyUrl',
      'Vul een webadres in dat begint met https:// (met een domeinnaam) of een e-mailadres als mailto:naam@voorbeeld.nl.',
    ],
    [
      { applyUrl: 'https://"><script>alert(1)</script>' },
      'applyUrl',
      'Vul een webadres in dat begint met https:// (met een domeinnaam) of een e-mailadres als mailto:naam@voorbeeld.nl.',
    ],
  ] as const)('refuses %j with a Dutch message at its field', (change, field, message) => {
    expect(errorsOf(change)[field]).toBe(message);
  });

  it('accepts today as the last day and empty optional fields', () => {
    expect(errorsOf({ validThrough: todayInNetherlands() })).toEqual({});
    expect(
      errorsOf({ validThrough: '', salaryMin: '', salaryMax: '', hoursPerWeek: '', category: '', applyUrl: 'mailto:werk@example.nl' }),
    ).toEqual({});
  });

  it.each([
    ['3.200', 3200],
    ['3200', 3200],
    ['3.200,50', 3200.5],
    ['€ 3.200', 3200],
    ['€ 3.200,-', 3200],
    ['15,50', 15.5],
    ['15.50', 15.5],
  ])('takes the amount %j as Dutch people type it (%d)', (typed, amount) => {
    expect(errorsOf({ salaryMin: typed, salaryMax: '' })).toEqual({});
    const parsed = vacancyFormSchema.safeParse({ ...valid, salaryMin: typed, salaryMax: '' });
    expect(parsed.success && toVacancyInput(parsed.data).salaryMin).toBe(amount);
  });

  it('fills the edit form from a posted vacancy, amounts in Dutch notation', () => {
    const values = vacancyFormValues({
      title: 'Kok',
      salaryMin: 15.5,
      salaryMax: null,
      hoursPerWeek: 20,
      category: { documentId: 'c', name: 'Horeca' },
      place: null,
    } as never);
    expect(values).toMatchObject({ title: 'Kok', salaryMin: '15,50', salaryMax: '', hoursPerWeek: '20', category: 'c', place: '' });
  });
});

describe('applications', () => {
  const motivation = 'Ik werk graag met mensen en heb ervaring.';
  it('checks the fields the route passes on', () => {
    expect(applicationFieldsSchema.safeParse({ vacancy: 'kx3v9m2q8w0p1r4t6y7u5i8o', motivation, cvConsent: false }).success).toBe(true);
    expect(fieldErrors(applicationFieldsSchema.safeParse({ vacancy: '../x', motivation: 'kort', cvConsent: false }).error!)).toEqual({
      vacancy: 'Deze vacature bestaat niet (meer).',
      motivation: 'Schrijf minstens 20 tekens over waarom je solliciteert.',
    });
  });
  it('checks the chosen file by size only (the CMS judges its content)', () => {
    expect(cvFileProblem(undefined)).toMatch(/Voeg je cv toe/);
    expect(cvFileProblem({ size: 0 })).toMatch(/Voeg je cv toe/);
    expect(cvFileProblem({ size: CV_MAX_BYTES })).toBeNull();
    expect(cvFileProblem({ size: CV_MAX_BYTES + 1 })).toMatch(/groter dan 5 MB/);
    expect(fieldErrors(applyFormSchema.safeParse({ motivation, cv: [{ size: CV_MAX_BYTES + 1 }], cvConsent: false }).error!)).toEqual({
      cv: expect.stringMatching(/groter dan 5 MB/),
    });
    expect(applyFormSchema.safeParse({ motivation, cv: [{ size: 1000 }], cvConsent: true }).success).toBe(true);
  });
  it("checks the poster's answer: a known status, a message of at most 1,000 characters", () => {
    expect(applicationStatusSchema.safeParse({ status: 'uitgenodigd', message: ' Kom je dinsdag? ' }).data).toEqual({
      status: 'uitgenodigd',
      message: 'Kom je dinsdag?',
    });
    expect(applicationStatusSchema.safeParse({ status: 'afgewezen' }).success).toBe(true);
    expect(fieldErrors(applicationStatusSchema.safeParse({ status: 'aangenomen' }).error!)).toEqual({ status: 'Kies een status.' });
    expect(fieldErrors(applicationStatusSchema.safeParse({ status: 'afgewezen', message: 'x'.repeat(1001) }).error!)).toEqual({
      message: 'Gebruik hoogstens 1000 tekens voor het bericht.',
    });
  });
});
