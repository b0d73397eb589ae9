// Reading a document's text in the extraction worker: each kind, the files that have no text or cannot be
// read, Word files that expand too much, and the worker's limits. No database or server is needed.
const UNREADABLE = { status: 'unreadable', text: '', proposal: null };
import { describe, expect, it } from 'vitest';
import { checkDocxArchive } from '../../src/documents/text/docx-archive';
import { DocxExpandsTooMuch, extractText } from '../../src/documents/text/extract-text';
import { MAX_TEXT_CHARS, normalizeText } from '../../src/documents/text/read-document';
import { docxWithParagraphs, docxWithText, pdfInflatingTo, pdfWithPageWidth, renderCorpus } from '../cv-corpus';

const corpus = await renderCorpus();
const file = (name: string) => {
  const found = corpus.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no ${name} in the corpus`);
  return found;
};
const read = (name: string) => extractText(file(name).bytes, file(name).kind);

describe('extracting the text of a document', () => {
  it('reads a PDF line by line, a date right-aligned beside its title on the title’s line', async () => {
    const { status, text } = await read('software-engineer.pdf');
    expect(status).toBe('read');
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['Amelia Hart', 'Leeds, UK | amelia.hart@example.com | +44 7700 900101']);
    expect(lines).toContain('Senior Software Engineer, Ledgerline Ltd Apr 2021 – Present');
    expect(lines).toContain('• Designed the settlement service in Go on Kubernetes');
  });

  it('reads a two-column PDF column by column', async () => {
    const { status, text } = await read('devops-engineer.pdf');
    expect(status).toBe('read');
    const lines = text.split('\n');
    // The sidebar (contact, education, skills) whole, then the main column (about, work history).
    const sidebar = lines.slice(lines.indexOf('CONTACT'), lines.indexOf('• Bash') + 1);
    expect(sidebar).toEqual(expect.arrayContaining(['Berlin, Germany', 'EDUCATION', 'BEng Computer Science', 'SKILLS', '• Kubernetes', '• GitLab CI']));
    expect(sidebar).not.toContain('ABOUT');
    expect(lines.indexOf('ABOUT')).toBeGreaterThan(lines.indexOf('• Bash'));
    expect(lines.slice(lines.indexOf('WORK HISTORY'), lines.indexOf('WORK HISTORY') + 3)).toEqual([
      'WORK HISTORY',
      'Fahrbahn GmbH 11/2020 - Present',
      'DevOps Engineer',
    ]);
  });

  it('reads a Word file, one paragraph a line, a two-cell table cell by cell', async () => {
    const { status, text } = await read('management-accountant.docx');
    expect(status).toBe('read');
    const lines = text.split('\n');
    expect(lines[0]).toBe('Daniel Brooks');
    expect(lines).toContain('Management Accountant at Westcountry Foods Ltd');
    expect(lines.indexOf('CORE COMPETENCIES')).toBeLessThan(lines.indexOf('PROFESSIONAL EXPERIENCE'));
  });

  it('reads a text file: byte order mark dropped, Windows line ends, spaces folded', async () => {
    const { status, text } = await read('typed-by-hand.txt');
    expect(status).toBe('read');
    expect(text.startsWith('Peter Novak\nWarehouse team leader - Leicester, UK - 07700 900199\n\nExperience:')).toBe(true);
    expect(text).not.toMatch(/\r|\ufeff| {2}/);
    expect(await extractText(Buffer.from('\ufeffJo\r\nCV', 'utf16le'), 'text')).toMatchObject({ status: 'read', text: 'Jo\nCV' });
  });

  it('says no-text for a PDF that has no text layer', async () => {
    expect(await read('scan-without-text.pdf')).toEqual({ status: 'no-text', text: '', proposal: null });
  });

  it('says unreadable for a PDF cut short, bytes that only start like a PDF and a Word file cut short', async () => {
    for (const name of ['cut-short.pdf', 'not-really.pdf', 'cut-short.docx']) expect(await read(name), name).toEqual(UNREADABLE);
  });

  it('refuses a Word file whose zip expands too far, too many times over, or into too many entries', async () => {
    for (const name of ['bomb-too-large.docx', 'bomb-ratio.docx', 'bomb-entries.docx']) {
      await expect(read(name), name).rejects.toBeInstanceOf(DocxExpandsTooMuch);
    }
  });

  it('says unreadable for a Word file whose zip lies about the size of its text', async () => {
    // 4 MB declared as 1 KB: the central directory passes; inflating it shows the lie.
    expect(await extractText(docxWithText(4 * 1024 * 1024, { declaredSize: 1024 }), 'docx')).toEqual(UNREADABLE);
  });

  it('counts what a Word file inflates as it comes: a zip that lies stops one chunk past its word', async () => {
    // 60 MB declared as 1 KB: mammoth's unzipping inflated all 60 MB before it saw the lie.
    const check = await checkDocxArchive(docxWithText(60 * 1024 * 1024, { declaredSize: 1024 }));
    expect(check.outcome).toBe('malformed');
    expect(check.inflatedBytes).toBeLessThan(1024 * 1024);
    const honest = await checkDocxArchive(file('pharmacist.docx').bytes);
    expect(honest.outcome).toBe('fits');
    expect(honest.inflatedBytes).toBeGreaterThan(file('pharmacist.docx').bytes.length);
  });

  it('ends a worker that runs out of heap, and reads the next file', async () => {
    // 20,000 paragraphs (760 KB unpacked, within the zip limits) take mammoth some 80 MB of heap.
    expect(await extractText(docxWithParagraphs(20_000), 'docx', { maxOldGenerationSizeMb: 32 })).toEqual(UNREADABLE);
    expect((await read('pharmacist.docx')).status).toBe('read');
  });

  it('gives up on a PDF that inflates far beyond its size (memory outside the heap limit), and reads the next one', async () => {
    // 130 KB that inflate to 128 MB: without the watch on the process's memory this ends as no-text, 600 MB later.
    expect(await extractText(pdfInflatingTo(128), 'pdf', { maxMemoryGrowthMb: 48 })).toEqual(UNREADABLE);
    expect((await read('software-engineer.pdf')).status).toBe('read');
  });

  it('reads a PDF whose page claims to be 1e30 units wide as quickly as any other', { timeout: 60_000 }, async () => {
    // The search for a gutter between two columns once stepped 2 units at a time across the page's width.
    const lines = Array.from({ length: 40 }, (_, n) => (n % 4 === 0 ? `Senior Engineer at Acme Ltd ${2000 + n} - ${2001 + n}` : `Built services in Python and SQL, line ${n}`));
    const wide = await extractText(pdfWithPageWidth('1e30', lines), 'pdf');
    expect(wide.status).toBe('read');
    expect(wide.text.split('\n')).toEqual(lines);
    expect(wide).toEqual(await extractText(pdfWithPageWidth('595', lines), 'pdf'));
  });

  it('gives up on a document that takes longer than the timeout, and reads the next one', async () => {
    expect(await extractText(file('operations-director.pdf').bytes, 'pdf', { timeoutMs: 1 })).toEqual(UNREADABLE);
    expect((await read('operations-director.pdf')).status).toBe('read');
  });

  it('counts the wait for a busy worker in the time a document is given: unreadable then, never later', async () => {
    // One worker of a heap size of its own, so it starts cold (1–2 s with pdf.js) for the first document.
    const limits = { workers: 1, maxOldGenerationSizeMb: 200 };
    const first = extractText(file('operations-director.pdf').bytes, 'pdf', limits);
    const waiting = extractText(Buffer.from('Jo Bloggs, Welder'), 'text', { ...limits, timeoutMs: 300 });
    expect((await first).status).toBe('read');
    expect(await waiting).toEqual(UNREADABLE);
    // The worker is free again: the same text within the same time is read.
    expect((await extractText(Buffer.from('Jo Bloggs, Welder'), 'text', { ...limits, timeoutMs: 300 })).status).toBe('read');
  });

  it('reads many documents at once through a few workers', async () => {
    const names = ['software-engineer.pdf', 'staff-nurse.docx', 'data-scientist.txt', 'head-chef.pdf', 'recruiter.docx', 'paralegal.txt'];
    const results = await Promise.all(names.map(read));
    expect(results.map((result) => result.status)).toEqual(names.map(() => 'read'));
    expect(results[3]!.text).toContain('Head Chef');
  });

  it('keeps at most MAX_TEXT_CHARS, cut at a line end', async () => {
    const long = Array.from({ length: 30_000 }, (_, n) => `line ${n} of a very long file`).join('\n');
    const { status, text } = await extractText(Buffer.from(long), 'text');
    expect(status).toBe('read');
    expect(text.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(text.length).toBeGreaterThan(MAX_TEXT_CHARS * 0.9);
    expect(text.endsWith('of a very long file')).toBe(true);
  });

  it('normalises whitespace: one space, no trailing spaces, one blank line at most, ligatures and odd spaces folded', () => {
    expect(normalizeText('  Jo\u00a0 Bloggs \t\r\n\r\n\r\n\r\nﬁnance\u200b  team \n')).toBe('Jo Bloggs\n\nfinance team');
  });
});
