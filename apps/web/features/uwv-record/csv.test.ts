import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { recordCsv } from './csv';
import { recordFileName } from './record';
import type { RecordRow } from './record';

const row = (fields: Partial<RecordRow>): RecordRow => ({
  date: '2026-11-03',
  employer: 'Bakkerij de Vries',
  jobTitle: 'Verkoper',
  method: 'email',
  result: '',
  activityId: 'a1',
  ...fields,
});

describe('the UWV record as CSV for a Dutch Excel', () => {
  it('starts with the byte order mark, separates with ; and ends every line with CRLF', () => {
    const csv = recordCsv([row({})]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"Datum";"Werkgever";"Functie";"Hoe gesolliciteerd";"Resultaat"',
      '"03-11-2026";"Bakkerij de Vries";"Verkoper";"Per e-mail";""',
      '',
    ]);
  });

  it('writes dates as dd-mm-jjjj and the way of applying in Dutch', () => {
    const csv = recordCsv([row({ date: '2026-12-01', method: 'site', result: 'Uitgenodigd (05-12-2026)' })]);
    expect(parse(csv.slice(1), { delimiter: ';' })[1]).toEqual([
      '01-12-2026',
      'Bakkerij de Vries',
      'Verkoper',
      'Via de site',
      'Uitgenodigd (05-12-2026)',
    ]);
  });

  it('keeps ;, quotes and line breaks inside their cell, and runs no formula an employer typed', () => {
    const csv = recordCsv([
      row({ employer: '=HYPERLINK("http://x")', jobTitle: "Monteur,=1+1,+cmd|' /C calc'!A0", result: 'Gebeld\nwacht' }),
    ]);
    expect(parse(csv.slice(1), { delimiter: ';' })[1]).toEqual([
      '03-11-2026',
      `'=HYPERLINK("http://x")`,
      "Monteur,'=1+1,'+cmd|' /C calc'!A0",
      'Per e-mail',
      'Gebeld\nwacht',
    ]);
  });

  it('keeps accents as UTF-8 text and names the file after the period', () => {
    expect(recordCsv([row({ employer: 'Café Één' })])).toContain('Café Één');
    expect(recordFileName({ from: '2026-10-31', to: '2026-11-27' }, 'csv')).toBe('sollicitaties-31-10-2026-tot-27-11-2026.csv');
  });
});
