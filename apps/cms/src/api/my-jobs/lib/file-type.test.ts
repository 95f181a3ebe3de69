import { describe, expect, it } from 'vitest';
import { deflatedZeros, makeDocx, makePdf, zip } from '../../../../../../tests/support/documents';
import {
  contentDisposition,
  CV_TYPES,
  DOCX_MAX_UNPACKED_BYTES,
  safeCvFileName,
  sniffCvType,
  zipEntryNames,
  zipUnpackedSize,
} from './file-type';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('sniffCvType', () => {
  it('recognises a real PDF and a real DOCX by their content', () => {
    expect(sniffCvType(makePdf('Curriculum vitae'))).toBe(CV_TYPES.pdf);
    expect(sniffCvType(makeDocx('Curriculum vitae\nTweede regel'))).toBe(CV_TYPES.docx);
  });

  it('refuses text, even when it says PDF somewhere', () => {
    expect(sniffCvType(bytes('Dit is gewoon tekst, hernoemd naar cv.pdf'))).toBeNull();
    expect(sniffCvType(bytes(' %PDF-1.4 with a space in front'))).toBeNull();
    expect(sniffCvType(bytes('%PDF'))).toBeNull();
    expect(sniffCvType(new Uint8Array())).toBeNull();
  });

  it('refuses ZIP files that are not Word documents (xlsx, odt, plain zip)', () => {
    expect(sniffCvType(zip({ 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
    expect(sniffCvType(zip({ 'content.xml': '<office/>', mimetype: 'application/vnd.oasis.opendocument.text' }))).toBeNull();
    expect(sniffCvType(zip({ 'readme.txt': 'word/document.xml is only mentioned here' }))).toBeNull();
  });

  it('refuses images and old .doc files', () => {
    expect(sniffCvType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBeNull();
    expect(sniffCvType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]))).toBeNull();
  });

  it('refuses a truncated or corrupted DOCX instead of throwing', () => {
    const docx = makeDocx('cv');
    expect(sniffCvType(docx.subarray(0, docx.length - 30))).toBeNull();
    const broken = Buffer.from(docx);
    broken.writeUInt32LE(0xffffff00, broken.length - 6); // central directory offset past the end
    expect(sniffCvType(broken)).toBeNull();
  });
});

describe('zipEntryNames', () => {
  it('lists the central directory, also after a ZIP comment', () => {
    const archive = zip({ 'a.txt': 'a', 'map/b.txt': 'b' });
    expect(zipEntryNames(archive)).toEqual(['a.txt', 'map/b.txt']);
    const comment = Buffer.from('commentaar');
    const withComment = Buffer.concat([archive, comment]);
    withComment.writeUInt16LE(comment.length, archive.length - 2);
    expect(zipEntryNames(withComment)).toEqual(['a.txt', 'map/b.txt']);
  });
  it('is null for non-ZIP data', () => {
    expect(zipEntryNames(makePdf('x'))).toBeNull();
  });
});

describe('zipUnpackedSize', () => {
  it('sums the sizes the central directory gives, without unpacking', () => {
    expect(zipUnpackedSize(zip({ 'a.txt': 'abc', 'b.txt': 'defgh' }))).toBe(8);
    const docx = makeDocx('Curriculum vitae');
    expect(zipUnpackedSize(docx)).toBeLessThan(DOCX_MAX_UNPACKED_BYTES);
  });
  it('sees the gigabyte behind a ZIP bomb of about a megabyte', () => {
    const bomb = makeDocx('cv', { 'word/media/image1.bin': deflatedZeros(1024) });
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    expect(sniffCvType(bomb)).toBe(CV_TYPES.docx);
    expect(zipUnpackedSize(bomb)).toBeGreaterThan(1024 ** 3);
  });
  it('counts a ZIP64 size as too large and a broken archive as unknown', () => {
    const archive = zip({ 'word/document.xml': '<w:document/>' });
    const directory = archive.readUInt32LE(archive.length - 6);
    archive.writeUInt32LE(0xffffffff, directory + 24);
    expect(zipUnpackedSize(archive)).toBe(Infinity);
    expect(zipUnpackedSize(makePdf('x'))).toBeNull();
  });
});

describe('safeCvFileName', () => {
  it('keeps the visitor’s name but forces the real extension', () => {
    expect(safeCvFileName('Mijn CV 2026.pdf', CV_TYPES.pdf)).toBe('Mijn CV 2026.pdf');
    expect(safeCvFileName('cv.txt', CV_TYPES.pdf)).toBe('cv.pdf');
    expect(safeCvFileName('cv', CV_TYPES.docx)).toBe('cv.docx');
  });
  it('drops paths, quotes and control characters', () => {
    expect(safeCvFileName('C:\\Users\\anna\\"cv"\n.pdf', CV_TYPES.pdf)).toBe('cv.pdf');
    expect(safeCvFileName('../../etc/passwd', CV_TYPES.pdf)).toBe('passwd.pdf');
    expect(safeCvFileName(undefined, CV_TYPES.pdf)).toBe('cv.pdf');
    expect(safeCvFileName('.pdf', CV_TYPES.pdf)).toBe('cv.pdf');
  });
  it('caps the length at 120 characters', () => {
    expect(safeCvFileName(`${'a'.repeat(300)}.pdf`, CV_TYPES.pdf)).toHaveLength(120);
  });
});

describe('contentDisposition', () => {
  it('always downloads, with an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('cv.pdf')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(contentDisposition("Zoë's cv.pdf")).toBe(`attachment; filename="Zoe's cv.pdf"; filename*=UTF-8''Zo%C3%AB%27s%20cv.pdf`);
  });
});
