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
  const x = leastCrossed(runs, pageWidth * 0.2, pageWidth * 0.8);
  if (x === null) return [runs];
  const crossing = runs.filter((run) => crosses(run, x));
  // Runs crossing the gutter are allowed above the columns only (a name or contact line across the page).
  const lowestCrossing = crossing.reduce((lowest, run) => Math.min(lowest, run.y), Infinity);
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

/** A run crosses a vertical line at x when it reaches more than a unit past it on both sides. */
const crosses = (run: Run, x: number) => run.x < x - 1 && run.right > x + 1;

/**
 * The leftmost x between `from` and `to` that the fewest runs cross, or null when there is no such range. How
 * many runs cross changes only at their edges, so the places tried are the edges and the midpoints between
 * them, counted in one sweep: some 4 per run, whatever width the file gives its page (a width of 1e30 once
 * meant stepping 2 units at a time for as long as the worker was given).
 */
function leastCrossed(runs: Run[], from: number, to: number): number | null {
  if (!(from <= to)) return null;
  const ascending = (a: number, b: number) => a - b;
  // A run crosses x when x lies strictly between its start and its end; narrower runs never do.
  const wide = runs.filter((run) => run.right - run.x > 2);
  const starts = wide.map((run) => run.x + 1).sort(ascending);
  const ends = wide.map((run) => run.right - 1).sort(ascending);
  const edges = [from, ...[...starts, ...ends].filter((edge) => edge > from && edge < to).sort(ascending), to];
  const places = edges.flatMap((edge, n) => (n === 0 ? [edge] : [(edges[n - 1]! + edge) / 2, edge]));
  let best: { x: number; crossing: number } | null = null;
  let started = 0;
  let ended = 0;
  for (const x of places) {
    while (started < starts.length && starts[started]! < x) started++;
    while (ended < ends.length && ends[ended]! <= x) ended++;
    if (!best || started - ended < best.crossing) best = { x, crossing: started - ended };
  }
  return best?.x ?? null;
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
  const parts: string[] = [];
  let right = -Infinity;
  for (const run of runs) {
    const apart = run.x - right > run.size * 0.15;
    // Tested on the last part, not the line so far: a growing string is copied whole by every test of it.
    const spaced = parts.length === 0 || /\s$/.test(parts.at(-1)!) || /^\s/.test(run.text);
    parts.push(apart && !spaced ? ` ${run.text}` : run.text);
    right = run.right;
  }
  return parts.join('');
}
