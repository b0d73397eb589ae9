import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import type { DocumentKind, DocumentTextStatus, ProfileProposal } from '@agency/contracts';
import { checkDocxArchive, DocxExpandsTooMuch } from './docx-archive';
import { proposeProfile } from './parse-cv';
import { pageLines, type PdfTextItem } from './pdf-lines';

/** The most text kept from one document: a long CV is some 20,000 characters. */
export const MAX_TEXT_CHARS = 200_000;
/** The most pages read from one PDF: a CV has a few; the count is the file's to claim. */
const MAX_PDF_PAGES = 100;

export interface ReadText {
  status: DocumentTextStatus;
  text: string;
}

/** An upload read: its text and what the text proposes for the profile (decision 0103), when it was read. */
export interface ReadUpload extends ReadText {
  proposal: ProfileProposal | null;
}

/** What the extraction worker answers for one upload: `expandsTooMuch` for a Word file beyond DOCX_LIMITS. */
export type WorkerAnswer = ReadUpload | { expandsTooMuch: string };

/**
 * All the work on an upload's bytes, done in the extraction worker: the zip of a Word file checked, the text
 * read, the profile it proposes.
 */
export async function readUpload(bytes: Uint8Array, kind: DocumentKind): Promise<WorkerAnswer> {
  if (kind === 'docx') {
    const check = await checkDocxArchive(bytes).catch((error: unknown) => {
      if (error instanceof DocxExpandsTooMuch) return error;
      throw error;
    });
    if (check instanceof DocxExpandsTooMuch) return { expandsTooMuch: check.reason };
    if (check.outcome === 'malformed') return { status: 'unreadable', text: '', proposal: null };
  }
  const read = await readDocument(bytes, kind);
  return { ...read, proposal: read.status === 'read' ? proposeProfile(read.text) : null };
}

/**
 * Reads a document's text in this thread. Not for untrusted files on the service's own thread: `extractText`
 * runs this in a worker with memory and time limits. Never throws: a file that cannot be read is `unreadable`.
 */
export async function readDocument(bytes: Uint8Array, kind: DocumentKind): Promise<ReadText> {
  try {
    const raw = kind === 'pdf' ? await readPdf(bytes) : kind === 'docx' ? await readDocx(bytes) : decodeText(bytes);
    const text = normalizeText(raw);
    return { status: text === '' ? 'no-text' : 'read', text };
  } catch {
    return { status: 'unreadable', text: '' };
  }
}

async function readPdf(bytes: Uint8Array): Promise<string> {
  // A copy: pdf.js may take over the buffer it is given. No eval of font programs (CVE-2024-4367).
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  try {
    const pages: string[] = [];
    let length = 0;
    // Pages past the text kept are not read.
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES) && length <= MAX_TEXT_CHARS; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items: PdfTextItem[] = content.items.flatMap((item) => ('str' in item ? [item] : []));
      pages.push(pageLines(items, page.getViewport({ scale: 1 }).width).join('\n'));
      length += pages.at(-1)!.length;
    }
    return pages.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}

async function readDocx(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  // mammoth ends every paragraph with a blank line: one paragraph is one line here.
  return value.replace(/\n\n/g, '\n');
}

/** UTF-8 unless a UTF-16 byte order mark says otherwise (Notepad's "Unicode"); a UTF-8 BOM is dropped. */
function decodeText(bytes: Uint8Array): string {
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}

/**
 * One space between words, no spaces at line ends, at most one blank line, ligatures and odd spaces folded
 * (NFKC), control characters dropped; cut at a line end near MAX_TEXT_CHARS.
 */
export function normalizeText(raw: string): string {
  const text = raw
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    // Not each single space again: in a file of short words that is a third of its characters.
    .replace(/[^\S\n]{2,}|[^\S\n ]/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length <= MAX_TEXT_CHARS) return text;
  const cut = text.lastIndexOf('\n', MAX_TEXT_CHARS);
  return text.slice(0, cut > MAX_TEXT_CHARS * 0.9 ? cut : MAX_TEXT_CHARS).trimEnd();
}
