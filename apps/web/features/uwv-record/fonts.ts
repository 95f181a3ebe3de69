import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import anyAscii from 'any-ascii';
import { create, type Font } from 'fontkit';

/**
 * The PDF's typeface: Inter, the site's own, embedded (pdfkit keeps only the glyphs a file uses). Not
 * Helvetica: a PDF reader's built-in fonts hold WinAnsi only, so "Łukasz Wiśniewski", "Çağlar Öztürk" or
 * an employer "Zakłady Mięsne" came out transliterated, in a record that is the applicant's proof to the
 * UWV. Inter covers Latin with every European accent, Greek and Cyrillic. Full TrueType files come from
 * @expo-google-fonts/inter (Google Fonts' build); @fontsource's files are split per script, and one PDF font
 * must hold every letter of a line.
 */
// Asked of Node at run time: Next's bundler turns a require.resolve it can see into a module number.
const { createRequire } = process.getBuiltinModule('node:module');
const fontsDir = dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/inter/package.json'));
/**
 * Each font is registered under its own file path, and pdfkit reads it from there. Registered as a
 * Buffer under a short name, pdfkit's table set the font back after every cell by that Buffer, which it
 * cannot look up, and parsed the 340 kB file again each time: the 2,001-row record took 47 s instead of 2.
 */
export const REGULAR = join(fontsDir, '400Regular', 'Inter_400Regular.ttf');
export const BOLD = join(fontsDir, '700Bold', 'Inter_700Bold.ttf');

export function registerFonts(document: PDFKit.PDFDocument): void {
  for (const font of [REGULAR, BOLD]) document.registerFont(font, font);
}

/** Read once per process, for pdfText's question which letters the font has. */
let regular: Font | null = null;
const regularFont = () => (regular ??= create(readFileSync(REGULAR)) as Font);

/**
 * The text as the PDF can show it: NFC (a Mac may send "é" as "e" and an accent), and a character Inter
 * has no glyph for (Chinese, Arabic, an emoji) as its nearest Latin letters (any-ascii) rather than as an
 * empty box. A line break, which Inter has no glyph for, any-ascii leaves as it is.
 */
export function pdfText(value: string): string {
  const font = regularFont();
  return [...value.normalize('NFC')]
    .map((character) => (font.hasGlyphForCodePoint(character.codePointAt(0)!) ? character : anyAscii(character)))
    .join('');
}
