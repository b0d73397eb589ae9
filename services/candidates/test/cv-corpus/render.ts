// Draws a CV's blocks as a PDF (pdfkit, with real columns for a sidebar), a Word file (docx; a sidebar is a
// borderless two-cell table) or plain text.
import PDFDocument from 'pdfkit';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Tab, TabStopPosition, TabStopType, Table, TableBorders, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { Block, Blocks, Layout } from './layout';

export function renderText({ top, main, side }: Blocks, layout: Layout): Buffer {
  const blocks = layout.columns === 'sidebar-right' ? [...top, ...main, ...side] : [...top, ...side, ...main];
  const lines = blocks.map((block) => {
    switch (block.kind) {
      case 'line':
        return block.right ? `${block.text}    ${block.right}` : block.text;
      case 'bullet':
        return `${block.marker === 'list' ? '•' : block.marker} ${block.text}`;
      case 'space':
        return '';
      default:
        return block.text;
    }
  });
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

// ----- PDF -----

const PAGE = { width: 595.28, margin: 50 };

export function renderPdf({ top, main, side }: Blocks, layout: Layout): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: 'CV' } });
  const done = collect(doc);
  const full = PAGE.width - 2 * PAGE.margin;
  drawBlocks(doc, top, PAGE.margin, full);
  if (layout.columns === 'one') drawBlocks(doc, main, PAGE.margin, full);
  else {
    const sideWidth = 150;
    const gutter = 25;
    const sideX = layout.columns === 'sidebar-left' ? PAGE.margin : PAGE.width - PAGE.margin - sideWidth;
    const mainX = layout.columns === 'sidebar-left' ? PAGE.margin + sideWidth + gutter : PAGE.margin;
    const columnsTop = doc.y + 6;
    // The sidebar first: it fits on the first page; the main column may run on to the next.
    doc.y = columnsTop;
    drawBlocks(doc, side, sideX, sideWidth, 9);
    doc.y = columnsTop;
    drawBlocks(doc, main, mainX, full - sideWidth - gutter);
  }
  doc.end();
  return done;
}

function drawBlocks(doc: PDFKit.PDFDocument, blocks: Block[], x: number, width: number, size = 10) {
  for (const block of blocks) {
    const y = doc.y;
    switch (block.kind) {
      case 'name':
        doc.font('Helvetica-Bold').fontSize(20).text(block.text, x, y, { width });
        break;
      case 'contact':
        doc.font('Helvetica').fontSize(size - 0.5).text(block.text, x, y, { width });
        break;
      case 'heading':
        doc.font('Helvetica-Bold').fontSize(size + 2).text(block.text, x, y, { width }).moveDown(0.3);
        break;
      case 'line': {
        if (y > doc.page.height - PAGE.margin - 40) doc.addPage();
        const lineY = doc.y;
        // A right-aligned date needs room: in a narrow column it goes on the next line.
        const beside = block.right !== undefined && width > 300;
        doc.font(block.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).text(block.text, x, lineY, { width: beside ? width - 130 : width });
        if (block.right && !beside) doc.font('Helvetica').text(block.right, x, doc.y, { width });
        else if (block.right) {
          const below = doc.y;
          doc.font('Helvetica').text(block.right, x, lineY, { width, align: 'right' });
          doc.y = Math.max(below, doc.y);
        }
        break;
      }
      case 'bullet':
        doc.font('Helvetica').fontSize(size).text(`${block.marker === 'list' ? '•' : block.marker} ${block.text}`, x, y, { width, indent: 8 });
        break;
      case 'paragraph':
        doc.font('Helvetica').fontSize(size).text(block.text, x, y, { width });
        break;
      case 'space':
        doc.moveDown(0.8);
        break;
    }
  }
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

/** A PDF with a drawn rectangle and lines but no text layer: what a scanner or a designer's export gives. */
export function renderPdfWithoutText(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin });
  const done = collect(doc);
  doc.rect(60, 60, 475, 120).fillAndStroke('#dde3ea', '#223344');
  for (let y = 220; y < 700; y += 18) doc.moveTo(60, y).lineTo(60 + ((y * 37) % 400) + 75, y).lineWidth(6).stroke('#555555');
  doc.end();
  return done;
}

// ----- Word -----

export function renderDocx({ top, main, side }: Blocks, layout: Layout): Promise<Buffer> {
  const body: (Paragraph | Table)[] = top.map(paragraphOf);
  if (layout.columns === 'one') body.push(...main.map(paragraphOf));
  else {
    const cell = (blocks: Block[], width: number) => new TableCell({ children: blocks.map(paragraphOf), width: { size: width, type: WidthType.PERCENTAGE } });
    const [left, right] = layout.columns === 'sidebar-left' ? [cell(side, 30), cell(main, 70)] : [cell(main, 70), cell(side, 30)];
    body.push(new Table({ rows: [new TableRow({ children: [left, right] })], borders: TableBorders.NONE, width: { size: 100, type: WidthType.PERCENTAGE } }));
  }
  return Packer.toBuffer(new Document({ creator: 'cv-corpus', sections: [{ children: body }] }));
}

function paragraphOf(block: Block): Paragraph {
  switch (block.kind) {
    case 'name':
      return new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: block.text, bold: true, size: 36 })] });
    case 'heading':
      return new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_2 });
    case 'line':
      return block.right
        ? new Paragraph({
            tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
            children: [new TextRun({ text: block.text, bold: block.bold }), new TextRun({ children: [new Tab(), block.right] })],
          })
        : new Paragraph({ children: [new TextRun({ text: block.text, bold: block.bold })] });
    case 'bullet':
      return block.marker === 'list' ? new Paragraph({ text: block.text, bullet: { level: 0 } }) : new Paragraph({ text: `${block.marker} ${block.text}` });
    case 'space':
      return new Paragraph({ text: '' });
    default:
      return new Paragraph({ text: block.text });
  }
}
