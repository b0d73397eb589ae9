import PDFDocument from 'pdfkit';

/** What a client CV shows, already anonymised where asked: the layout below only lays it out. */
export interface ClientCvContent {
  agencyName: string;
  recruiter: { name: string; email?: string; phone?: string };
  /** The candidate's name, or 'Candidate <ref>' when anonymised. */
  title: string;
  /** Job title, location, availability: one line under the title. */
  headline: string;
  summary?: string;
  skills: string[];
  employment: { heading: string; period: string; description?: string; achievements: string[] }[];
  education: { heading: string; period: string; details?: string }[];
  note?: string;
  /** The text of the candidate's uploaded CV, when one was read. */
  cvText?: string;
}

const BRAND = '#1d4ed8';
const INK = '#111827';
const MUTED = '#4b5563';
const MARGIN = 56;
/** Room at the top of each page for the running header, at the bottom for the footer. */
const TOP = 76;
const BOTTOM = 64;

/**
 * Lays the client CV out as an A4 PDF: the agency and the recruiter's contact at the top, then the profile, the
 * recruiter's note in a box and the CV's own text; long content flows onto further pages, each with a running
 * header and 'Page N of M'. The fonts are PDF's standard ones (Helvetica), whose metrics pdfkit ships.
 */
export function renderCvPdf(given: ClientCvContent): Promise<Buffer> {
  const content = printable(given);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: TOP, bottom: BOTTOM, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${content.title}: CV`, Author: content.agencyName, Creator: content.agencyName },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - 2 * MARGIN;
  const bottomOf = () => pdf.page.height - BOTTOM;
  /** A heading is never left alone at the foot of a page. */
  const keepRoom = (points: number) => {
    if (pdf.y + points > bottomOf()) pdf.addPage();
  };
  const heading = (text: string) => {
    keepRoom(60);
    pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text(text.toUpperCase(), { characterSpacing: 0.6 });
    const y = pdf.y + 2;
    pdf.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor('#cbd5e1').stroke();
    pdf.moveDown(0.5).fillColor(INK);
  };
  const body = (text: string, size = 10) => pdf.font('Helvetica').fontSize(size).fillColor(INK).text(text, { width, lineGap: 2 });

  // ----- The agency and the recruiter -----
  pdf.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text(content.agencyName, MARGIN, 40, { width });
  const contact = [content.recruiter.name, content.recruiter.email, content.recruiter.phone].filter(Boolean).join('  ·  ');
  pdf.font('Helvetica').fontSize(10).fillColor(MUTED).text(`Presented by ${contact}`, { width });
  pdf.moveDown(1.2);

  // ----- The candidate -----
  pdf.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(content.title, { width });
  if (content.headline) pdf.font('Helvetica').fontSize(11).fillColor(MUTED).text(content.headline, { width });

  if (content.summary) {
    heading('Profile');
    body(content.summary);
  }
  if (content.skills.length > 0) {
    heading('Skills');
    body(content.skills.join('  ·  '));
  }
  if (content.employment.length > 0) {
    heading('Employment history');
    for (const job of content.employment) {
      keepRoom(40);
      pdf.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(job.heading, { width });
      pdf.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(job.period, { width });
      if (job.description) body(job.description);
      for (const achievement of job.achievements) pdf.font('Helvetica').fontSize(10).fillColor(INK).text(`•  ${achievement}`, { width, indent: 8 });
      pdf.moveDown(0.5);
    }
  }
  if (content.education.length > 0) {
    heading('Education');
    for (const entry of content.education) {
      keepRoom(32);
      pdf.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(entry.heading, { width });
      pdf.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(entry.period, { width });
      if (entry.details) body(entry.details);
      pdf.moveDown(0.5);
    }
  }
  if (content.note) noteBox(pdf, content.note, width, bottomOf);
  if (content.cvText) {
    heading('CV');
    body(content.cvText, 9.5);
  }

  // ----- On every page: the running header and 'Page N of M' (drawn in the margins, once the pages are known) -----
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    const margins = pdf.page.margins;
    // Text in the margins would otherwise start a new page.
    pdf.page.margins = { ...margins, top: 0, bottom: 0 };
    if (index > start) {
      pdf.font('Helvetica-Bold').fontSize(9).fillColor(BRAND).text(content.agencyName, MARGIN, 36, { width, lineBreak: false });
      pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(content.title, MARGIN, 36, { width, align: 'right', lineBreak: false });
    }
    const footerY = pdf.page.height - 40;
    pdf.font('Helvetica').fontSize(8.5).fillColor(MUTED);
    pdf.text(`Prepared by ${content.agencyName} for its client. Confidential.`, MARGIN, footerY, { width, lineBreak: false });
    pdf.text(`Page ${index - start + 1} of ${count}`, MARGIN, footerY, { width, align: 'right', lineBreak: false });
    pdf.page.margins = margins;
  }
  pdf.end();
  return ended;
}

/**
 * The standard fonts draw WinAnsi's characters only (Latin-1 and a few more); pdfkit would print another (Greek,
 * CJK, an emoji) as a wrong glyph, so it shows as '?' instead, and control characters other than line breaks go.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printableText = (text: string) =>
  Array.from(text.normalize('NFC'), (char) => {
    const code = char.codePointAt(0)!;
    if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char)) return char;
    return code < 0x20 || (code >= 0x7f && code < 0xa0) ? (char === '\t' ? ' ' : '') : '?';
  }).join('');

function printable<T>(value: T): T {
  if (typeof value === 'string') return printableText(value) as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, printable(item)])) as T;
  return value;
}

/** The recruiter's note, in a tinted box; a note taller than what is left of the page starts on the next. */
function noteBox(pdf: PDFKit.PDFDocument, note: string, width: number, bottomOf: () => number) {
  const padding = 10;
  pdf.font('Helvetica').fontSize(10);
  const textHeight = pdf.heightOfString(note, { width: width - 2 * padding, lineGap: 2 });
  const titleHeight = 18;
  const boxHeight = textHeight + titleHeight + 2 * padding;
  pdf.moveDown(1);
  if (pdf.y + boxHeight > bottomOf()) pdf.addPage();
  const top = pdf.y;
  pdf.roundedRect(pdf.page.margins.left, top, width, boxHeight, 4).lineWidth(1).fillAndStroke('#eff6ff', BRAND);
  pdf.font('Helvetica-Bold').fontSize(10.5).fillColor(BRAND).text("Recruiter's note", pdf.page.margins.left + padding, top + padding, { width: width - 2 * padding });
  pdf.font('Helvetica').fontSize(10).fillColor(INK).text(note, { width: width - 2 * padding, lineGap: 2 });
  pdf.x = pdf.page.margins.left;
  pdf.y = top + boxHeight;
}
