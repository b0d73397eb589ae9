// Files that must not be read as CVs: Word files that expand too much (written here as raw zips, so their
// sizes can be anything), a PDF cut short, bytes that only start like a PDF.
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

interface ZipEntry {
  name: string;
  data: Buffer;
  /** What the central directory claims once inflated (a lie in a disguised bomb); the real size otherwise. */
  declaredSize?: number;
}

/** A zip archive: every entry deflated, a local header before each, the central directory at the end. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data, { level: 1 });
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const WORD_OPEN = '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const WORD_CLOSE = '</w:body></w:document>';

function docxOf(document: Buffer, declaredSize?: number): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: document, declaredSize },
  ]);
}

/**
 * A .docx whose document.xml holds one paragraph of `bytes` letters: all `a` (compressed a thousand times), or
 * with one random letter in 32 (`noisy`: some 20 times, within the ratio allowed).
 */
export function docxWithText(bytes: number, { declaredSize, noisy = false }: { declaredSize?: number; noisy?: boolean } = {}): Buffer {
  const letters = Buffer.alloc(bytes, 'a');
  if (noisy) for (let at = 0; at < bytes; at += 32) letters[at] = 0x61 + Math.floor(Math.random() * 26);
  return docxOf(Buffer.concat([Buffer.from(`${WORD_OPEN}<w:p><w:r><w:t>`), letters, Buffer.from(`</w:t></w:r></w:p>${WORD_CLOSE}`)]), declaredSize);
}

/** A .docx of `count` one-word paragraphs: mammoth builds objects for each, some 4–6 KB of heap a paragraph. */
export function docxWithParagraphs(count: number): Buffer {
  return docxOf(Buffer.from(`${WORD_OPEN}${'<w:p><w:r><w:t>word</w:t></w:r></w:p>'.repeat(count)}${WORD_CLOSE}`));
}

/** A .docx of more entries than any CV has. */
export function docxWithEntries(count: number): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    ...Array.from({ length: count }, (_, n) => ({ name: `word/media/part${n}.xml`, data: Buffer.from('<x/>') })),
  ]);
}

/** Bytes that start like a PDF and are nothing else. */
export const NOT_REALLY_A_PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\nthis is where the file ends abruptly', 'latin1');

/**
 * A one-page PDF whose content stream inflates to `megabytes` of spaces: a small file that asks the reader for
 * a huge buffer (pdf.js keeps a decoded stream whole, in an ArrayBuffer the worker's heap limit does not count).
 */
export function pdfInflatingTo(megabytes: number): Buffer {
  const stream = deflateSync(Buffer.alloc(megabytes * 1024 * 1024, ' '), { level: 9 });
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n' +
        `4 0 obj << /Length ${stream.length} /Filter /FlateDecode >> stream\n`,
    ),
    stream,
    Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/**
 * A one-page PDF of one text run per line, in Helvetica, whose MediaBox claims the page is `width` wide, written
 * as given (`1e30`): the reader must not take the file's word for how much work a page is.
 */
export function pdfWithPageWidth(width: string, lines: string[]): Buffer {
  const content = lines.map((line, n) => `BT /F1 11 Tf 50 ${760 - n * 15} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`).join('\n');
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >> endobj\n` +
      `4 0 obj << /Length ${content.length} >> stream\n${content}\nendstream endobj\n` +
      '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}
