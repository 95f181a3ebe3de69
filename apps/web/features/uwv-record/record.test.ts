import { describe, expect, it } from 'vitest';
import type { Application, ApplicationActivity } from '@/lib/cms/my-jobs';
import { choosePeriod, periodDays, periodQuery, recordRows, uwvProgress } from './record';

const application = (createdAt: string, fields: Partial<Application> = {}): Application =>
  ({
    documentId: `app-${createdAt}`,
    createdAt,
    status: 'ontvangen',
    statusChangedAt: createdAt,
    vacancy: { documentId: 'v1', title: 'Monteur', employerName: 'Techniek BV' },
    ...fields,
  }) as Application;

const activity = (date: string, employer = 'Bakkerij de Vries'): ApplicationActivity => ({
  documentId: `act-${date}`,
  date,
  employer,
  jobTitle: 'Verkoper',
  method: 'telefonisch',
  result: null,
  createdAt: '2026-11-27T10:00:00Z',
  updatedAt: '2026-11-27T10:00:00Z',
});

describe('the rows of the UWV record', () => {
  const period = { from: '2026-10-31', to: '2026-11-27' };

  it('keeps what falls in the period, both ends included, from the site and by hand, oldest first', () => {
    const rows = recordRows(
      [application('2026-11-10T09:00:00Z'), application('2026-10-30T09:00:00Z'), application('2026-11-27T22:30:00Z')],
      [activity('2026-11-27'), activity('2026-10-31'), activity('2026-10-30')],
      period,
    );
    expect(rows.map((row) => [row.date, row.method])).toEqual([
      ['2026-10-31', 'telefonisch'],
      ['2026-11-10', 'site'],
      ['2026-11-27', 'telefonisch'],
      ['2026-11-27', 'site'],
    ]);
  });

  it('takes the day of applying in the Netherlands (23:30 UTC on 30 October is 31 October there)', () => {
    const rows = recordRows([application('2026-10-30T23:30:00Z')], [], period);
    expect(rows).toHaveLength(1);
    expect(rows[0].date).toBe('2026-10-31');
  });

  it('names an application by its vacancy and its status in Dutch, with the day of the answer', () => {
    const [open, answered, gone] = recordRows(
      [
        application('2026-11-01T09:00:00Z'),
        application('2026-11-02T09:00:00Z', { status: 'uitgenodigd', statusChangedAt: '2026-11-05T09:00:00Z' }),
        application('2026-11-03T09:00:00Z', { vacancy: null }),
      ],
      [],
      period,
    );
    expect(open).toMatchObject({ employer: 'Techniek BV', jobTitle: 'Monteur', method: 'site', result: 'Ontvangen', activityId: null });
    expect(answered.result).toBe('Uitgenodigd (05-11-2026)');
    expect(gone).toMatchObject({ employer: '', jobTitle: 'Vacature niet meer online' });
  });

  it('gives hand-made rows their id, so they can be changed', () => {
    expect(recordRows([], [activity('2026-11-03')], period)[0]).toMatchObject({ activityId: 'act-2026-11-03', result: '' });
  });
});

describe('choosing the period', () => {
  const today = '2026-11-27';

  it('is the last four weeks by default', () => {
    expect(choosePeriod({}, today)).toEqual({ period: { from: '2026-10-31', to: '2026-11-27' }, errors: {} });
    expect(periodDays(choosePeriod({}, today).period)).toBe(28);
  });

  it('reads Dutch dates and writes them back into the address', () => {
    const { period } = choosePeriod({ van: '1-11-2026', tot: '30-11-2026' }, today);
    expect(period).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodQuery(period)).toBe('van=01-11-2026&tot=30-11-2026');
  });

  it('says what is wrong and falls back to the default', () => {
    expect(choosePeriod({ van: '31-11-2026' }, today)).toEqual({
      period: { from: '2026-10-31', to: '2026-11-27' },
      errors: { van: 'Schrijf de datum als dag-maand-jaar, bijvoorbeeld 3-12-2026.' },
    });
    expect(choosePeriod({ van: '10-11-2026', tot: '1-11-2026' }, today)).toEqual({
      period: { from: '2026-10-31', to: '2026-11-27' },
      errors: { tot: 'De einddatum ligt vóór de begindatum.' },
    });
  });
});

describe('the count against the UWV’s 4 per 4 weeks', () => {
  const fourWeeks = { from: '2026-10-31', to: '2026-11-27' };

  it('says how many are missing, or that there are enough', () => {
    expect(uwvProgress(3, fourWeeks)).toEqual({
      text: '3 van de 4 in deze 4 weken: je mist er nog 1. Het UWV vraagt 4 sollicitatieactiviteiten per 4 weken.',
      enough: false,
    });
    expect(uwvProgress(5, fourWeeks).enough).toBe(true);
    expect(uwvProgress(4, fourWeeks).text).toMatch(/^4 van de 4 in deze 4 weken: je hebt er genoeg\./);
  });

  it('only counts, without a verdict, for a period that is not four weeks', () => {
    expect(uwvProgress(1, { from: '2026-11-01', to: '2026-11-30' })).toEqual({
      text: '1 sollicitatie in deze periode. Het UWV vraagt 4 sollicitatieactiviteiten per 4 weken.',
      enough: null,
    });
  });
});
