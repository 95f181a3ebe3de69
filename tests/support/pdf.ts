import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's pages as text, read back by Mozilla's PDF.js, as a reader's copy-paste would give them. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

/** Text without its white space: a table cell may break a line anywhere. */
export const withoutSpace = (text: string) => text.replace(/\s+/g, '');
