/**
 * The CV corpus shared by the tests (test/documents) and the bench (bench/cv-parser.ts): the CVs of cvs.ts
 * rendered as PDF, Word and text files with what each should give, plus files that must not be read.
 */
import type { DocumentKind, DocumentTextStatus } from '@agency/contracts';
import { CORPUS_CVS, type CorpusCv } from './cvs';
import { HELD_OUT_CVS } from './held-out';
import { toBlocks } from './layout';
import { docxWithEntries, docxWithText, NOT_REALLY_A_PDF } from './nasty';
import { renderDocx, renderPdf, renderPdfWithoutText, renderText } from './render';

export { docxWithParagraphs, docxWithText, NOT_REALLY_A_PDF, pdfInflatingTo, pdfWithPageWidth, zip } from './nasty';

/** What a CV file should propose. */
export interface CorpusTruth {
  skills: string[];
  titles: string[];
  location: string;
  currentRole: string;
}

export interface CorpusFile {
  name: string;
  kind: DocumentKind;
  bytes: Buffer;
  /** What reading it should give; `refused`: extractText throws DocxExpandsTooMuch. */
  expected: DocumentTextStatus | 'refused';
  truth?: CorpusTruth;
  /** One of HELD_OUT_CVS: not tuned on. */
  heldOut?: boolean;
}

function truthOf({ cv }: CorpusCv): CorpusTruth {
  const current = cv.jobs.find((job) => job.end === 'present') ?? cv.jobs[0]!;
  return { skills: cv.skills, titles: cv.jobs.map((job) => job.title), location: cv.location, currentRole: current.title };
}

/** Every CV in each of its kinds, then the ordinary text file and the nasty ones. */
export async function renderCorpus(): Promise<CorpusFile[]> {
  const files: CorpusFile[] = [];
  for (const entry of [...CORPUS_CVS, ...HELD_OUT_CVS]) {
    const blocks = toBlocks(entry.cv, entry.layout);
    const heldOut = HELD_OUT_CVS.includes(entry);
    for (const kind of entry.kinds) {
      const bytes = kind === 'pdf' ? await renderPdf(blocks, entry.layout) : kind === 'docx' ? await renderDocx(blocks, entry.layout) : renderText(blocks, entry.layout);
      files.push({ name: `${entry.id}.${kind === 'text' ? 'txt' : kind}`, kind, bytes, expected: 'read', truth: truthOf(entry), heldOut });
    }
  }
  files.push(ORDINARY_TEXT);
  const aPdf = files.find((file) => file.kind === 'pdf')!.bytes;
  const aDocx = files.find((file) => file.kind === 'docx')!.bytes;
  files.push(
    { name: 'scan-without-text.pdf', kind: 'pdf', bytes: await renderPdfWithoutText(), expected: 'no-text' },
    { name: 'cut-short.pdf', kind: 'pdf', bytes: aPdf.subarray(0, Math.floor(aPdf.length * 0.4)), expected: 'unreadable' },
    { name: 'not-really.pdf', kind: 'pdf', bytes: NOT_REALLY_A_PDF, expected: 'unreadable' },
    { name: 'cut-short.docx', kind: 'docx', bytes: aDocx.subarray(0, Math.floor(aDocx.length * 0.6)), expected: 'unreadable' },
    // 60 MB of text in a 60 KB file: beyond the 50 MB a .docx may expand to.
    { name: 'bomb-too-large.docx', kind: 'docx', bytes: docxWithText(60 * 1024 * 1024), expected: 'refused' },
    // 5 MB compressed a thousand times: within 50 MB, but no real document compresses so.
    { name: 'bomb-ratio.docx', kind: 'docx', bytes: docxWithText(5 * 1024 * 1024), expected: 'refused' },
    { name: 'bomb-entries.docx', kind: 'docx', bytes: docxWithEntries(2_500), expected: 'refused' },
  );
  return files;
}

/** A text file as people save them: Windows line ends, a byte order mark, a CV typed by hand. */
const ORDINARY_TEXT: CorpusFile = {
  name: 'typed-by-hand.txt',
  kind: 'text',
  expected: 'read',
  bytes: Buffer.from(
    '\ufeff' +
      [
        'Peter Novak',
        'Warehouse team leader  -  Leicester, UK  -  07700 900199',
        '',
        'Experience:',
        '',
        'Team Leader, Midlands Distribution Centre (Aug 2018 - Present)',
        '  - lead a shift of 20 pickers; forklift and health and safety trained',
        'Warehouse Operative, Amazon (Feb 2015 - Jul 2018)',
        '  - picking, packing, stock counts',
        '',
        'Education:',
        'Leicester College, NVQ Level 2 Warehousing, 2014',
        '',
        'Skills: Forklift Licence, Inventory Management, Team Leadership, Health and Safety',
      ].join('\r\n'),
    'utf8',
  ),
  truth: {
    skills: ['Forklift Licence', 'Inventory Management', 'Team Leadership', 'Health and Safety'],
    titles: ['Team Leader', 'Warehouse Operative'],
    location: 'Leicester, UK',
    currentRole: 'Team Leader',
  },
};
