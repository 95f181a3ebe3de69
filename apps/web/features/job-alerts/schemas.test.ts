import { describe, expect, it } from 'vitest';
import { jobAlertSchema, toJobAlertInput } from './schemas';

const valid = {
  query: ' kok ',
  category: '',
  place: 'abcdefghijklmnopqrstuvwx',
  radius: '25',
  hoursMin: '24',
  hoursMax: '',
  workplace: 'thuiswerk',
  salary: '',
  byEmail: true,
  byPush: false,
  frequency: 'daily',
};

describe('jobAlertSchema', () => {
  it('turns a valid form into what the CMS takes', () => {
    const parsed = jobAlertSchema.parse(valid);
    expect(toJobAlertInput(parsed)).toEqual({
      query: 'kok',
      category: null,
      place: 'abcdefghijklmnopqrstuvwx',
      radius: '25',
      hoursMin: 24,
      hoursMax: null,
      workplace: 'thuiswerk',
      salary: null,
      byEmail: true,
      byPush: false,
      frequency: 'daily',
    });
  });

  it('explains in Dutch what is wrong, at the field', () => {
    const messages = (values: object) => {
      const result = jobAlertSchema.safeParse({ ...valid, ...values });
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(messages({ byEmail: false, byPush: false })).toEqual(['byEmail: Kies e-mail, pushmelding of allebei.']);
    expect(messages({ workplace: 'maan', salary: '2750' })).toEqual([
      'workplace: Kies een werkplek uit de lijst.',
      'salary: Kies een salaris uit de lijst.',
    ]);
    expect(messages({ hoursMin: '32', hoursMax: '24' })).toEqual([
      'hoursMax: Het maximum aantal uren mag niet lager zijn dan het minimum.',
    ]);
    expect(messages({ hoursMin: '0' })).toEqual(['hoursMin: Vul een aantal uren van 1 tot en met 60 in.']);
    expect(messages({ category: 'x' })).toEqual(['category: Kies een vakgebied uit de lijst.']);
    expect(messages({ radius: '7' })).toEqual(['radius: Kies een afstand uit de lijst.']);
    expect(messages({ place: '' })).toEqual(['radius: Kies eerst een plaats.']);
  });
});
