import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, recordCsv } from './csv';
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
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(CSV_BOM).toBe('\uFEFF');
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Datum;Werkgever;Functie;Hoe gesolliciteerd;Resultaat',
      '03-11-2026;Bakkerij de Vries;Verkoper;Per e-mail;',
      '',
    ]);
  });

  it('writes dates as dd-mm-jjjj and the way of applying in Dutch', () => {
    const csv = recordCsv([row({ date: '2026-12-01', method: 'site', result: 'Uitgenodigd (05-12-2026)' })]);
    expect(csv).toContain('01-12-2026;Bakkerij de Vries;Verkoper;Via de site;Uitgenodigd (05-12-2026)');
  });

  it('quotes cells with ;, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Jansen; Zn')).toBe('"Jansen; Zn"');
    expect(csvCell('Bakkerij "De Korenschoof"')).toBe('"Bakkerij ""De Korenschoof"""');
    expect(csvCell('regel 1\nregel 2')).toBe('"regel 1\nregel 2"');
    expect(csvCell('regel 1\r\nregel 2')).toBe('"regel 1\r\nregel 2"');
    expect(csvCell('Gewoon, met komma')).toBe('Gewoon, met komma');
    const csv = recordCsv([row({ employer: 'A; B', jobTitle: 'Kok "chef"', result: 'Gebeld\nwacht' })]);
    expect(csv).toContain('03-11-2026;"A; B";"Kok ""chef""";Per e-mail;"Gebeld\nwacht"\r\n');
  });

  it('keeps Excel from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+31 6 1234')).toBe("'+31 6 1234");
    expect(csvCell('-')).toBe("'-");
    expect(csvCell('@werkgever')).toBe("'@werkgever");
  });

  it('keeps accents as UTF-8 text and names the file after the period', () => {
    expect(recordCsv([row({ employer: 'Café Één' })])).toContain('Café Één');
    expect(recordFileName({ from: '2026-10-31', to: '2026-11-27' }, 'csv')).toBe('sollicitaties-31-10-2026-tot-27-11-2026.csv');
  });
});
