/**
 * What a CV file really is, judged by its bytes and never by its name or the browser's claim
 * (decision 005). Only two kinds are accepted:
 *   - PDF: starts with `%PDF-`;
 *   - DOCX: a ZIP (`PK\x03\x04`) whose central directory lists `word/document.xml`.
 * Anything else (a .txt renamed to .pdf, a .doc, an .xlsx, an image) is refused.
 */

/**
 * What a DOCX CV may unpack to, summed over its parts: text compresses about tenfold and images hardly
 * at all, so a real CV of CV_MAX_BYTES (@vacaturesite/shared) stays far below; a ZIP bomb (1 GiB of zeros in a few MB) does
 * not. The employer's Word or viewer unpacks it, not this server.
 */
export const DOCX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

export type CvKind = 'pdf' | 'docx';
export type CvType = { kind: CvKind; mime: string; extension: string };

export const CV_TYPES: Record<CvKind, CvType> = {
  pdf: { kind: 'pdf', mime: 'application/pdf', extension: 'pdf' },
  docx: { kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
};

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_LOCAL_HEADER = 0x04034b50; // PK\x03\x04
const ZIP_CENTRAL_HEADER = 0x02014b50; // PK\x01\x02
const ZIP_END_OF_DIRECTORY = 0x06054b50; // PK\x05\x06
const EOCD_MIN_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;
const DOCX_MAIN_PART = 'word/document.xml';

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, index) => bytes[index] === value);
}

const u16 = (bytes: Uint8Array, offset: number) => bytes[offset] | (bytes[offset + 1] << 8);
const u32 = (bytes: Uint8Array, offset: number) => (u16(bytes, offset) | (u16(bytes, offset + 2) << 16)) >>> 0;

/** Offset of the ZIP "end of central directory" record, searched from the end; -1 when absent. */
function endOfCentralDirectory(bytes: Uint8Array): number {
  const lowest = Math.max(0, bytes.length - EOCD_MIN_SIZE - MAX_ZIP_COMMENT);
  for (let offset = bytes.length - EOCD_MIN_SIZE; offset >= lowest; offset -= 1) {
    if (u32(bytes, offset) === ZIP_END_OF_DIRECTORY) return offset;
  }
  return -1;
}

type ZipEntry = { name: string; unpackedSize: number };
/** ZIP64 marks a size that does not fit 32 bits with this value and moves it to an extra field. */
const ZIP64_SIZE = 0xffffffff;

/** File names in a ZIP's central directory, or null when the archive is malformed. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  return zipEntries(bytes)?.map((entry) => entry.name) ?? null;
}

/**
 * What a ZIP unpacks to according to its central directory (the sizes every unzipper reads), without
 * unpacking anything; Infinity for ZIP64 sizes, which no CV needs; null when the archive is malformed.
 */
export function zipUnpackedSize(bytes: Uint8Array): number | null {
  const entries = zipEntries(bytes);
  if (!entries) return null;
  return entries.reduce((sum, entry) => sum + (entry.unpackedSize === ZIP64_SIZE ? Infinity : entry.unpackedSize), 0);
}

/** A ZIP's central directory entries, or null when the archive is malformed. */
function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  if (bytes.length < EOCD_MIN_SIZE + 4 || u32(bytes, 0) !== ZIP_LOCAL_HEADER) return null;
  const eocd = endOfCentralDirectory(bytes);
  if (eocd < 0) return null;
  const count = u16(bytes, eocd + 10);
  const directoryOffset = u32(bytes, eocd + 16);
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > eocd || u32(bytes, offset) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = u16(bytes, offset + 28);
    const extraLength = u16(bytes, offset + 30);
    const commentLength = u16(bytes, offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > eocd) return null;
    entries.push({ name: decoder.decode(bytes.subarray(offset + 46, nameEnd)), unpackedSize: u32(bytes, offset + 24) });
    offset = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/** The CV type of these bytes, or null when they are neither a PDF nor a DOCX. */
export function sniffCvType(bytes: Uint8Array): CvType | null {
  if (startsWith(bytes, PDF_MAGIC)) return CV_TYPES.pdf;
  const names = zipEntryNames(bytes);
  if (names?.includes(DOCX_MAIN_PART)) return CV_TYPES.docx;
  return null;
}

/**
 * The name the file is offered under when downloaded: the visitor's own name without any path,
 * control or quote characters, at most 120 characters, with the extension of its real type.
 */
export function safeCvFileName(original: unknown, type: CvType): string {
  const base = (typeof original === 'string' ? original : '')
    .split(/[\\/]/)
    .pop()!
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what this strips from the download name
    .replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
    .replace(/\.[^.]*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120 - type.extension.length - 1);
  return `${base || 'cv'}.${type.extension}`;
}

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name, always as a download. */
export function contentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'cv';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
