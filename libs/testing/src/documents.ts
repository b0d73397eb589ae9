import PDFDocument from 'pdfkit';

/** A one-page PDF whose text layer holds these lines, one under the other: a CV for upload tests. */
export function pdfOf(lines: string[]): Promise<Buffer> {
  const pdf = new PDFDocument();
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  for (const line of lines) pdf.text(line);
  pdf.end();
  return ended;
}
