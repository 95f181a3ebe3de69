import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/forms/fields';
import { activitySchema, toActivityInput } from './schema';

describe('the activity form on the site', () => {
  it('passes Dutch input and turns it into what the CMS takes', () => {
    const values = { date: '3-11-2026', employer: 'Bakkerij de Vries', jobTitle: 'Verkoper', method: 'open', result: ' ' };
    expect(activitySchema.safeParse(values).success).toBe(true);
    expect(toActivityInput(values)).toEqual({
      date: '2026-11-03',
      employer: 'Bakkerij de Vries',
      jobTitle: 'Verkoper',
      method: 'open',
      result: null,
    });
  });

  it('puts each Dutch message at its own field', () => {
    const parsed = activitySchema.safeParse({ date: '3-13-2026', employer: '', jobTitle: 'Kok', method: '' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({
      date: 'Schrijf de datum als dag-maand-jaar, bijvoorbeeld 3-12-2026.',
      employer: 'Vul de naam van de werkgever in.',
      method: 'Kies hoe je solliciteerde: via de site, per e-mail, telefonisch, open sollicitatie of anders.',
    });
  });

  it('refuses a body that is not the form (missing fields) with English field errors', () => {
    expect(activitySchema.safeParse({ date: '3-11-2026' }).success).toBe(false);
  });
});
