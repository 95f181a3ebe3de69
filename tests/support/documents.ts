import zlib from 'node:zlib';

/**
 * Real, small CV files made on the spot: a one-page PDF and a DOCX that Word and LibreOffice open,
 * built with nothing but Node (a stored, uncompressed ZIP with correct CRCs). Also used by the CMS's
 * unit tests of file-type sniffing.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP entry already compressed with deflate (method 8): its compressed bytes, unpacked size and CRC-32. */
export type DeflatedEntry = { deflated: Uint8Array; size: number; crc: number };

/** A ZIP archive with the given files, stored without compression unless given as a DeflatedEntry. */
export function zip(files: Record<string, string | Uint8Array | DeflatedEntry>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const deflated = typeof content === 'object' && 'deflated' in content ? content : null;
    const data = deflated
      ? Buffer.from(deflated.deflated)
      : typeof content === 'string'
        ? Buffer.from(content, 'utf8')
        : Buffer.from(content as Uint8Array);
    const size = deflated ? deflated.size : data.length;
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = deflated ? deflated.crc : crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(deflated ? 8 : 0, 8); // deflate or stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(deflated ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `mebibytes` MiB of zeros, deflated to about 1 kB per MiB without ever holding them: the first MiB
 * is encoded once, every later MiB (a window of zeros behind it) encodes to the same bytes.
 */
export function deflatedZeros(mebibytes: number): DeflatedEntry {
  const mebibyte = Buffer.alloc(1 << 20);
  const flush = { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const first = zlib.deflateRawSync(mebibyte, flush);
  const next = zlib.deflateRawSync(mebibyte, { ...flush, dictionary: Buffer.alloc(32 * 1024) });
  let crc = 0;
  for (let index = 0; index < mebibytes; index += 1) crc = zlib.crc32(mebibyte, crc);
  const parts = [first, ...Array<Buffer>(mebibytes - 1).fill(next), zlib.deflateRawSync(Buffer.alloc(0))];
  return { deflated: Buffer.concat(parts), size: mebibytes * (1 << 20), crc };
}

/** A Word document with one paragraph per line; `extra` adds parts (e.g. a huge deflated one). */
export function makeDocx(text: string, extra: Record<string, DeflatedEntry> = {}): Buffer {
  const paragraphs = text
    .split('\n')
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`)
    .join('');
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
    ...extra,
  });
}

/** A one-page PDF 1.4 showing `text`, with a correct cross-reference table. */
export function makePdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = `BT /F1 14 Tf 72 760 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
