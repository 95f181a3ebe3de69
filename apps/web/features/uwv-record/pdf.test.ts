import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfText } from './fonts';
import { longestLoopWait } from './__fixtures__/loop-wait';
import { recordPdf } from './pdf';
import type { RecordRow } from './record';

/** PDF.js's own copies of the standard fonts: without them it warns on every page. */
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
    // Every page says whose record it is and where it stands, and starts its table with the column headers.
    pages.forEach((page, index) => {
      expect(flat(page)).toContain(flat(`Sollicitatieactiviteiten van ${facts.name} · pagina ${index + 1} van ${pages.length}`));
      expect(flat(page), `page ${index + 1}`).toContain(flat('Datum Werkgever Functie Hoe gesolliciteerd Resultaat'));
    });
    // Each row once: none lost or repeated at a page break.
    expect(flat(pages.join(' ')).split(word)).toHaveLength(60 + 1);
    // Broken over lines within its column: no run of text holds the whole word.
    expect(runs.flat().some((run) => run.includes(word))).toBe(false);
    const all = flat(pages.join(' '));
    for (let index = 1; index <= 60; index += 1) expect(all).toContain(flat(`${word} ${index}`));
  });

  it('says so when the period holds nothing', async () => {
    const [text] = await pagesOf(await recordPdf([], facts));
    expect(text).toContain('Geen sollicitaties in deze periode.');
  });

  it('lets other requests in while it lays out the largest record (2,000 rows): no turn of the event loop takes long', async () => {
    const rows = Array.from({ length: 2001 }, (_, index) =>
      row({ employer: `Uitzendbureau Arbeidsbemiddeling ${index + 1}`, result: 'Afgewezen na het tweede gesprek' }),
    );
    // The longest wait a timer saw between two of its ticks while the PDF was made.
    const { result: pdf, longest, took } = await longestLoopWait(() => recordPdf(rows, facts));
    console.info(`2,001-row PDF: ${Math.round(took)} ms, ${pdf.length} bytes; longest turn ${Math.round(longest)} ms`);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Laid out in one go this was one turn of the whole time (about 1.6 s); a bound with room for a busy CI machine.
    expect(longest).toBeLessThan(Math.max(250, took / 5));
  }, 60_000);

  it('keeps every European letter as typed, and writes a script the font lacks in Latin letters, never as an empty box', () => {
    for (const typed of ['Łódź Śniadanie – € 3.200', 'Één café, ĳs, Kaşık', 'Ελένη Παπαδοπούλου', 'Олена Шевченко', 'Nguyễn Thị Hằng'])
      expect(pdfText(typed)).toBe(typed);
    expect(pdfText('E\u0301mile')).toBe('Émile'); // typed with a separate accent, as a Mac may send it
    expect(pdfText('王伟 · محمد')).toBe('WangWei · mhmd');
  });

  it('shows a Polish, Turkish or Greek name and employer as typed, read back from the file', async () => {
    const name = 'Łukasz Wiśniewski-Çağlar';
    const pdf = await recordPdf([row({ employer: 'Zakłady Mięsne Łuków', jobTitle: 'Ψυκτικός / koeltechnicus' })], { ...facts, name });
    const [text] = await pagesOf(pdf);
    for (const expected of [name, 'Zakłady Mięsne Łuków', 'Ψυκτικός']) expect(flat(text)).toContain(flat(expected));
    // Inter is embedded as a subset: a record stays a small file.
    expect(pdf.length).toBeLessThan(60_000);
  });
});
