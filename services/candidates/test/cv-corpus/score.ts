// Precision and recall of proposed values against the truth, ignoring case, summed over files (micro-averaged).

export interface Score {
  /** Truth values found. */
  hits: number;
  truth: number;
  found: number;
  recall: number;
  precision: number;
}

export function recall(files: { truth: string[]; found: string[] }[]): Score {
  let hits = 0;
  let truth = 0;
  let found = 0;
  for (const file of files) {
    const expected = new Set(file.truth.map((value) => value.toLowerCase()));
    const proposed = new Set(file.found.map((value) => value.toLowerCase()));
    hits += [...expected].filter((value) => proposed.has(value)).length;
    truth += expected.size;
    found += proposed.size;
  }
  return { hits, truth, found, recall: truth ? hits / truth : 1, precision: found ? hits / found : 1 };
}
