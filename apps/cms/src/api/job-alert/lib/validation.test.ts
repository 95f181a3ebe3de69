import { describe, expect, it } from 'vitest';
import { validateAlertInput } from './validation';

const base = {
  query: '  kok   in keuken ',
  category: 'abcdefghijklmnopqrstuvwx',
  place: null,
  hoursMin: '24',
  hoursMax: 32,
  byEmail: true,
  byPush: false,
  frequency: 'instant',
};

describe('validateAlertInput', () => {
  it('accepts a search and normalises it', () => {
    expect(validateAlertInput(base)).toEqual({
      ok: true,
      value: {
        query: 'kok in keuken',
        category: 'abcdefghijklmnopqrstuvwx',
        place: null,
        radius: null,
        hoursMin: 24,
        hoursMax: 32,
        workplace: null,
        salary: null,
        byEmail: true,
        byPush: false,
        frequency: 'instant',
      },
    });
    expect(validateAlertInput({ byEmail: false, byPush: true, frequency: 'daily' })).toMatchObject({
      ok: true,
      value: { query: null, category: null, hoursMin: null },
    });
    expect(validateAlertInput({ ...base, workplace: 'thuiswerk', salary: '3000' })).toMatchObject({
      ok: true,
      value: { workplace: 'thuiswerk', salary: '3000' },
    });
  });

  it('keeps a radius around a place, and refuses one without a place or of another size', () => {
    const place = 'abcdefghijklmnopqrstuvwy';
    expect(validateAlertInput({ ...base, place, radius: '25' })).toMatchObject({ ok: true, value: { place, radius: '25' } });
    expect(validateAlertInput({ ...base, place, radius: 10 })).toMatchObject({ ok: true, value: { radius: '10' } });
    expect(validateAlertInput({ ...base, radius: '25' })).toMatchObject({ ok: false, path: 'radius', message: 'radius needs a place' });
    expect(validateAlertInput({ ...base, place, radius: '30' })).toMatchObject({ ok: false, path: 'radius' });
  });

  it('refuses bad input with the field it is about', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ query: 'x'.repeat(101) }, 'query'],
      [{ query: 5 }, 'query'],
      [{ category: '../etc' }, 'category'],
      [{ place: 'kort' }, 'place'],
      [{ hoursMin: 0 }, 'hoursMin'],
      [{ hoursMax: 61 }, 'hoursMax'],
      [{ hoursMin: 2.5 }, 'hoursMin'],
      [{ hoursMin: 32, hoursMax: 24 }, 'hoursMax'],
      [{ byEmail: false, byPush: false }, 'byEmail'],
      [{ byPush: 'ja' }, 'byPush'],
      [{ frequency: 'monthly' }, 'frequency'],
      [{ workplace: 'maan' }, 'workplace'],
      [{ salary: '2750' }, 'salary'],
      [{ salary: 3000 }, 'salary'],
    ];
    for (const [change, path] of cases) expect(validateAlertInput({ ...base, ...change })).toMatchObject({ ok: false, path });
    expect(validateAlertInput('x')).toMatchObject({ ok: false, path: 'data' });
  });
});
