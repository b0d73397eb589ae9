// Reading and parsing an upload costs time in proportion to its size, whatever the file holds (issue 30,
// point 1): hostile texts that made the parser quadratic, and a PDF line of many runs, each timed at n and 4n
// in this thread, their ratio compared (about 4 when linear, 16 when quadratic): never a time on its own.
import { describe, expect, it } from 'vitest';
import { extractText } from '../../src/documents/text/extract-text';
import { proposeProfile } from '../../src/documents/text/parse-cv';
import { pageLines, type PdfTextItem } from '../../src/documents/text/pdf-lines';
import { readUpload } from '../../src/documents/text/read-document';

/**
 * How much longer `work` takes on an input of size 4n than of n, in CPU time (which the machine's other work
 * does not stretch, unlike the clock): the least of a few runs of each, the inputs made before.
 */
async function growth<T>(make: (size: number) => T, work: (input: T) => unknown, n: number): Promise<number> {
  const least = async (input: T) => {
    let best = Infinity;
    for (let run = 0; run < 5; run++) {
      const before = process.cpuUsage();
      await work(input);
      const used = process.cpuUsage(before);
      best = Math.min(best, used.user + used.system);
    }
    return best;
  };
  const [small, large] = [make(n), make(4 * n)];
  await work(small); // compiled before it is timed
  return (await least(large)) / (await least(small));
}

/** Well under 16, the ratio of a quadratic step; linear is 4 (5 with a sort). */
const LINEAR = 8;

// Each one a heading and a piece repeated to the size asked. The first two are the issue's.
const HOSTILE_TEXTS: [name: string, heading: string, piece: string][] = [
  ['lower-case lines in a skills section (each joined onto the last)', 'Skills\n', 'x\n'],
  ['unclosed parentheses in a skills section', 'Skills\n', '('],
  ['words and unclosed parentheses', 'Skills\n', 'x ('],
  ['one skill repeated, in the section and the text', 'Skills\n', 'Python, '],
  ['skills headings with a lower-case item each', 'Skills\n', 'Skills: a\n'],
  ['lines ending "of" (each joined onto the last)', 'Experience\n', 'Head of\n'],
  ['years in an education section (cut out, leaving spaces)', 'Education\n', '2019 '],
  ['date ranges under one line each', 'Experience\n', 'a\nJan 2019 - Present\n'],
  ['commas in a contact section', 'Contact\n', ', Aaaa'],
];

const textOf = (heading: string, piece: string, size: number) => heading + piece.repeat(Math.ceil(size / piece.length));

describe('reading and parsing an upload is linear in its size', () => {
  for (const [name, heading, piece] of HOSTILE_TEXTS) {
    it(`a text file of ${name}`, async () => {
      const file = (size: number) => Buffer.from(textOf(heading, piece, size));
      // What the worker does with the file: decoded, normalised, parsed.
      const read = (bytes: Buffer) => readUpload(bytes, 'text');
      expect(await read(file(1_000))).toMatchObject({ status: 'read', proposal: expect.any(Object) });
      expect(await growth(file, read, 50_000)).toBeLessThan(LINEAR);
    });
  }

  it('a PDF line of many text runs', async () => {
    const runs = (count: number): PdfTextItem[] =>
      Array.from({ length: count }, (_, n) => ({ str: 'ab', transform: [10, 0, 0, 10, n * 20, 700], width: 12, height: 10 }));
    expect(pageLines(runs(3), 595)).toEqual(['ab ab ab']);
    expect(await growth(runs, (items) => pageLines(items, 595), 10_000)).toBeLessThan(LINEAR);
  });

  it('the proposal is made in the extraction worker, with the text', async () => {
    const text = 'Jo Bloggs\nLeeds, UK\nSkills\nPython, SQL';
    const read = await extractText(Buffer.from(text), 'text');
    expect(read).toEqual({ status: 'read', text, proposal: proposeProfile(text) });
    expect(read.proposal?.skills).toEqual(['Python', 'SQL']);
  });
});
