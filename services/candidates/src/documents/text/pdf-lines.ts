/**
 * Rebuilds the lines of a PDF page from pdf.js text items. pdf.js gives runs of text with their position,
 * in the order the file drew them, which is not always reading order; the CV parser needs lines (a title,
 * a date range and a company are told apart line by line) and a two-column CV read column by column.
 */

/** The part of a pdf.js text item used here (`transform` is [a, b, c, d, x, y], PDF units, y going up). */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

interface Run {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
}

/** The page's text as lines, top to bottom; a blank line where the gap between two lines is wide (a new block). */
export function pageLines(items: PdfTextItem[], pageWidth: number): string[] {
  const runs = items
    .filter((item) => item.str.trim() !== '')
    .map((item): Run => {
      const [a = 0, b = 0, , , x = 0, y = 0] = item.transform;
      const size = item.height || Math.hypot(a, b) || 10;
      return { text: item.str, x, right: x + item.width, y, size };
    });
  return columnsOf(runs, pageWidth).flatMap((column, n) => (n === 0 ? linesOf(column) : ['', ...linesOf(column)]));
}

/**
 * The page split into reading order: [runs] for one column, else [header, left column, right column] when a
 * vertical gutter separates two columns. A gutter must be crossed by almost no run below the header, and each
 * side must hold a real share of the text: a single column with right-aligned dates has a clear gap too, but
 * its right side is a few short dates.
 */
function columnsOf(runs: Run[], pageWidth: number): Run[][] {
  if (runs.length < 10) return [runs];
  const total = runs.reduce((sum, run) => sum + run.text.length, 0);
  let best: { x: number; crossing: Run[] } | null = null;
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.8; x += 2) {
    const crossing = runs.filter((run) => run.x < x - 1 && run.right > x + 1);
    if (!best || crossing.length < best.crossing.length) best = { x, crossing };
  }
  if (!best) return [runs];
  const { x, crossing } = best;
  // Runs crossing the gutter are allowed above the columns only (a name or contact line across the page).
  const lowestCrossing = Math.min(...crossing.map((run) => run.y));
  const below = runs.filter((run) => run.y < lowestCrossing - run.size * 0.5);
  const left = below.filter((run) => run.right <= x + 1);
  const right = below.filter((run) => run.x >= x - 1);
  const share = (side: Run[]) => side.reduce((sum, run) => sum + run.text.length, 0) / total;
  const linesOn = (side: Run[]) => new Set(side.map((run) => Math.round(run.y))).size;
  const twoColumns =
    left.length + right.length === below.length &&
    share(left) >= 0.15 &&
    share(right) >= 0.15 &&
    linesOn(left) >= 5 &&
    linesOn(right) >= 5 &&
    // Each side runs its own lines: a table of label and value shares every baseline with the other side.
    sharedBaselines(left, right) < 0.8;
  if (!twoColumns) return [runs];
  const inColumns = new Set(below);
  return [runs.filter((run) => !inColumns.has(run)), left, right];
}

/** The share of the smaller side's lines that sit on a baseline of the other side. */
function sharedBaselines(left: Run[], right: Run[]): number {
  const leftYs = new Set(left.map((run) => Math.round(run.y)));
  const rightYs = new Set(right.map((run) => Math.round(run.y)));
  const [small, large] = leftYs.size <= rightYs.size ? [leftYs, rightYs] : [rightYs, leftYs];
  let shared = 0;
  for (const y of small) if (large.has(y) || large.has(y - 1) || large.has(y + 1)) shared++;
  return small.size === 0 ? 0 : shared / small.size;
}

/** Runs grouped into lines by baseline, each line's runs left to right, joined with a space where they are apart. */
function linesOf(runs: Run[]): string[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; size: number; runs: Run[] }[] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - run.y) < Math.min(line.size, run.size) * 0.5) {
      line.runs.push(run);
      line.size = Math.max(line.size, run.size);
    } else lines.push({ y: run.y, size: run.size, runs: [run] });
  }
  const out: string[] = [];
  lines.forEach((line, n) => {
    const above = lines[n - 1];
    // A gap of more than about one and a half lines is a new block: kept as a blank line for the parser.
    if (above && above.y - line.y > Math.max(above.size, line.size) * 1.9) out.push('');
    out.push(joinRuns(line.runs.sort((a, b) => a.x - b.x)));
  });
  return out;
}

function joinRuns(runs: Run[]): string {
  let text = '';
  let right = -Infinity;
  for (const run of runs) {
    const apart = run.x - right > run.size * 0.15;
    text += text !== '' && apart && !/\s$/.test(text) && !/^\s/.test(run.text) ? ` ${run.text}` : run.text;
    right = run.right;
  }
  return text;
}
