import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/forms/fields';
import { paidRegistrationFormSchema, paymentSchema, registrationRequestSchema } from './schemas';
import { splitByTime } from './split';
import type { Registration } from '@/lib/cms/registrations';

describe('paymentSchema', () => {
  it('sends the IBAN normalised and the holder trimmed', () => {
    expect(paymentSchema.parse({ accountHolder: ' A. Jansen ', iban: 'nl91 abna 0417 1643 00', mandate: true })).toEqual({
      accountHolder: 'A. Jansen',
      iban: 'NL91ABNA0417164300',
      mandate: true,
    });
  });
  it('says in Dutch what is missing', () => {
    const result = paymentSchema.safeParse({ accountHolder: '', iban: '', mandate: false });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      accountHolder: 'Vul de naam van de rekeninghouder in.',
      iban: 'Vul je IBAN in.',
      mandate: 'Geef toestemming voor de automatische incasso om je in te schrijven.',
    });
  });
  it('gives the IBAN rule’s own message', () => {
    const result = paidRegistrationFormSchema.safeParse({ event: 'abc', accountHolder: 'A', iban: 'NL91ABNA0417164301', mandate: true });
    expect(fieldErrors(result.error!)).toEqual({ iban: 'Dit IBAN klopt niet: controleer de cijfers.' });
  });
});

describe('registrationRequestSchema', () => {
  it('needs an event documentId', () => {
    expect(registrationRequestSchema.safeParse({ event: 'k3v9m2q8w0p1r4t6y7u5i8o0' }).success).toBe(true);
    expect(registrationRequestSchema.safeParse({ event: '../../admin' }).success).toBe(false);
    expect(registrationRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('splitByTime', () => {
  const at = (documentId: string, start: string | null) => ({ documentId, event: { start } }) as Registration;
  it('puts started events under past, newest first', () => {
    const now = Date.parse('2030-06-01T12:00:00Z');
    const { upcoming, past } = splitByTime(
      [at('a', '2030-01-01T10:00:00Z'), at('b', '2030-03-01T10:00:00Z'), at('c', '2030-07-01T10:00:00Z'), at('d', null)],
      now,
    );
    expect(upcoming.map((r) => r.documentId)).toEqual(['c', 'd']);
    expect(past.map((r) => r.documentId)).toEqual(['b', 'a']);
  });
});
