import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { defuseInnerFormulas, dutchCsv } from '.';

/** What a spreadsheet could start a cell with and run (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

const ATTACKS = [
  "Monteur,=1+1,+cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example","klik")',
  '+31 6 1234',
  '-2+3',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  'Kok; =1+1',
  'regel 1\n=1+1',
  'Kok,\t@SUM(1)',
  'Bakkerij "De Korenschoof"',
];

/** Every cell of the file, read the way a spreadsheet may: with `;` or `,`, minding the quotes or not. */
function cellsInEveryMode(csv: string): string[] {
  const body = csv.replace(/^\uFEFF/, '');
  const cells: string[] = [];
  for (const delimiter of [';', ',']) {
    // A reader that minds quotes (only where the file is valid CSV for that separator) …
    try {
      cells.push(...parse(body, { delimiter, relax_column_count: true }).flat());
    } catch {
      // `"a";"b"` is not valid CSV with `,` between cells: such a reader refuses the file, which runs nothing.
    }
    // … and one that splits on the separator and line ends alone, as a careless import does.
    cells.push(...parse(body, { delimiter, quote: false, relax_column_count: true }).flat());
  }
  return cells;
}

describe("the site's CSV files (issue 48)", () => {
  it('are what Dutch Excel opens: byte order mark, ; between quoted cells, CRLF', () => {
    const csv = dutchCsv([
      ['Datum', 'Aantal'],
      ['03-11-2026', 2],
    ]);
    expect(csv).toBe('\uFEFF"Datum";"Aantal"\r\n"03-11-2026";"2"\r\n');
  });

  it('give back every value as it was written, read with ; and quotes', () => {
    const values = ['Café Één', 'Jansen; Zn', 'Gewoon, met komma', 'Bakkerij "De Korenschoof"', 'regel 1\r\nregel 2'];
    const [read] = parse(dutchCsv([values]).slice(1), { delimiter: ';' });
    expect(read).toEqual(values);
  });

  it('hold no cell a spreadsheet would run, however the file is read', () => {
    const csv = dutchCsv([ATTACKS, ATTACKS.map((_, index) => index)]);
    const cells = cellsInEveryMode(csv);
    expect(cells.length).toBeGreaterThan(ATTACKS.length * 4);
    expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
    // The guard changes nothing an ordinary title holds.
    expect(defuseInnerFormulas('Monteur, 40 uur; vanaf 1-1')).toBe('Monteur, 40 uur; vanaf 1-1');
  });

  it('keep the value readable: one apostrophe before a formula start, nothing else', () => {
    const [read] = parse(dutchCsv([["Monteur,=1+1,+cmd|' /C calc'!A0", '=1+1']]).slice(1), { delimiter: ';' });
    expect(read).toEqual(["Monteur,'=1+1,'+cmd|' /C calc'!A0", "'=1+1"]);
  });
});
