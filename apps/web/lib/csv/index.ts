import { stringify } from 'csv-stringify/sync';

/**
 * Every CSV the site makes (the UWV record, a vacancy's statistics): one that Dutch Excel opens as it is,
 * and one no spreadsheet runs (issue 48). `;` between cells (the comma is the Dutch decimal sign), UTF-8
 * with a byte order mark (without it Excel reads "é" as "Ã©"), CRLF line ends.
 *
 * Cells come from other people (an employer's name, a vacancy title), so each is guarded twice:
 * - csv-stringify quotes every cell and prefixes a cell that starts like a formula (= + - @ tab CR) with `'`;
 * - a formula start after a `,`, `;`, tab or line break *inside* a cell gets the same `'`: a spreadsheet that
 *   splits the file on another separator, or ignores the quotes, would otherwise begin a cell there
 *   ("Monteur,=1+1,+cmd|' /C calc'!A0" opened with `,`). csv-stringify has no option for that part.
 */
export function dutchCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      quoted: true,
      quoted_empty: true,
      escape_formulas: true,
      cast: { string: defuseInnerFormulas },
    },
  );
}

// The apostrophe right after the separator, before any space or tab: a cell that starts with a tab counts as a formula too.
const INNER_FORMULA_START = /([,;\t\r\n])(?=\s*[=+\-@])/g;

export const defuseInnerFormulas = (value: string) => value.replace(INNER_FORMULA_START, "$1'");
