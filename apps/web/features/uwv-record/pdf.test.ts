import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfText, recordPdf } from './pdf';
import type { RecordRow } from './record';

/** PDF.js's own copies of the standard fonts (Helvetica): without them it warns on every page. */
const STANDARD_FONTS = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** Every page's runs of text, as Mozilla's PDF.js reads them back. */
async function runsOf(pdf: Buffer): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')));
  }
  return pages;
}
const pagesOf = async (pdf: Buffer) => (await runsOf(pdf)).map((runs) => runs.join(' '));

const flat = (text: string) => text.replace(/\s+/g, '');

const row = (overrides: Partial<RecordRow>): RecordRow => ({
  date: '2026-11-03',
  employer: 'Bakkerij De Korenschoof',
  jobTitle: 'Verkoper',
  method: 'site',
  result: 'Ontvangen',
  activityId: null,
  ...overrides,
});

const facts = {
  name: 'Anne-Fleur van den Heuvel-Öztürk',
  period: { from: '2026-10-31', to: '2026-11-27' },
  madeOn: '2026-11-28',
  siteName: 'Vacaturesite',
  progress: '2 van de 4 in deze 4 weken: je mist er nog 2.',
};

describe('the UWV record as a PDF', () => {
  it('is a PDF with the name, the period and every row in the werkmap’s columns', async () => {
    const pdf = await recordPdf(
      [
        row({ employer: 'Café ’t Hoekje', jobTitle: 'Kok (€ 15,50 per uur)', method: 'email', result: 'Uitgenodigd (10-11-2026)' }),
        row({ date: '2026-11-20', employer: 'Zorggroep Noord', method: 'telefonisch', result: '' }),
      ],
      facts,
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [text, ...more] = await pagesOf(pdf);
    expect(more).toEqual([]);
    for (const expected of [
      'Sollicitatieactiviteiten',
      'Anne-Fleur van den Heuvel-Öztürk',
      '31-10-2026 tot en met 27-11-2026',
      '28-11-2026 via Vacaturesite',
      '2 van de 4 in deze 4 weken',
      'Datum',
      'Werkgever',
      'Hoe gesolliciteerd',
      'Resultaat',
      '03-11-2026',
      'Café ’t Hoekje',
      'Kok (€ 15,50 per uur)',
      'Per e-mail',
      'Uitgenodigd (10-11-2026)',
      '20-11-2026',
      'Zorggroep Noord',
      'Telefonisch',
    ])
      expect(flat(text), expected).toContain(flat(expected));
  });

  it('wraps a long Dutch word inside its column and carries many rows onto more pages', async () => {
    const word = 'Arbeidsongeschiktheidsverzekeringsmaatschappij';
    const rows = Array.from({ length: 60 }, (_, index) =>
      row({ date: `2026-11-${String((index % 27) + 1).padStart(2, '0')}`, employer: `${word} ${index + 1}` }),
    );
    const runs = await runsOf(await recordPdf(rows, facts));
    const pages = runs.map((page) => page.join(' '));
    expect(pages.length).toBeGreaterThan(1);
    // Every page says whose record it is and where it stands.
    pages.forEach((page, index) =>
      expect(flat(page)).toContain(flat(`Sollicitatieactiviteiten van ${facts.name} · pagina ${index + 1} van ${pages.length}`)),
    );
    // Broken over lines within its column: no run of text holds the whole word.
    expect(runs.flat().some((run) => run.includes(word))).toBe(false);
    const all = flat(pages.join(' '));
    for (let index = 1; index <= 60; index += 1) expect(all).toContain(flat(`${word} ${index}`));
  });

  it('says so when the period holds nothing', async () => {
    const [text] = await pagesOf(await recordPdf([], facts));
    expect(text).toContain('Geen sollicitaties in deze periode.');
  });

  it('writes letters beyond the PDF font without their accent, never as an empty box', () => {
    expect(pdfText('Łódź Śniadanie – € 3.200')).toBe('Lódz Sniadanie – € 3.200');
    expect(pdfText('Één café, ĳs, Kaşık')).toBe('Één café, ijs, Kasik');
    expect(pdfText('E\u0301mile')).toBe('Émile'); // typed with a separate accent, as a Mac may send it
  });
});
