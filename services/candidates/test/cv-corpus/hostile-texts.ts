/**
 * Text uploads built to make a careless parser quadratic (issue 30, point 1): a heading and a piece repeated
 * to the size asked. Shared by test/documents/parse-cv-linear.test.ts and bench/cv-parser.ts. The first two
 * are the issue's.
 */
export const HOSTILE_TEXTS: { name: string; heading: string; piece: string }[] = [
  { name: 'lower-case lines in a skills section (each joined onto the last)', heading: 'Skills\n', piece: 'x\n' },
  { name: 'unclosed parentheses in a skills section', heading: 'Skills\n', piece: '(' },
  { name: 'words and unclosed parentheses', heading: 'Skills\n', piece: 'x (' },
  { name: 'one skill repeated, in the section and the text', heading: 'Skills\n', piece: 'Python, ' },
  { name: 'skills headings with a lower-case item each', heading: 'Skills\n', piece: 'Skills: a\n' },
  { name: 'lines ending "of" (each joined onto the last)', heading: 'Experience\n', piece: 'Head of\n' },
  { name: 'years in an education section (cut out, leaving spaces)', heading: 'Education\n', piece: '2019 ' },
  { name: 'date ranges under one line each', heading: 'Experience\n', piece: 'a\nJan 2019 - Present\n' },
  { name: 'commas in a contact section', heading: 'Contact\n', piece: ', Aaaa' },
];

/** One of HOSTILE_TEXTS at about `size` bytes. */
export const hostileText = ({ heading, piece }: { heading: string; piece: string }, size: number): Buffer =>
  Buffer.from(heading + piece.repeat(Math.ceil(size / piece.length)));
