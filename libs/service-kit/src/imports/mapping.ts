/** A field a file's column can be imported into. */
export interface ImportField {
  field: string;
  label: string;
  required?: boolean;
  /** Other header names people use for it ('E-mail', 'Email address' for email). */
  synonyms?: string[];
}

/** A header as compared: accents, case, spaces and punctuation ignored ('E-mail ' → 'email'). */
export const headerKey = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The suggested field of each column: what was chosen for a column of that name in an earlier import of the
 * same kind (`saved`, by header key), else the field whose name, label or a synonym is the header. A field
 * goes to one column at most (the first).
 */
export function suggestMapping(columns: string[], fields: ImportField[], saved: Record<string, string | null> = {}): (string | null)[] {
  const byKey = new Map<string, string>();
  for (const { field, label, synonyms = [] } of fields) for (const name of [field, label, ...synonyms]) if (!byKey.has(headerKey(name))) byKey.set(headerKey(name), field);
  const known = new Set(fields.map(({ field }) => field));
  const taken = new Set<string>();
  return columns.map((column) => {
    const key = headerKey(column);
    const remembered = key in saved ? saved[key] : undefined;
    const field = remembered === null ? null : remembered && known.has(remembered) ? remembered : (byKey.get(key) ?? null);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** A row as an object of the mapped fields (a column mapped to nothing is left out; an empty cell is absent). */
export function mappedRow(cells: string[], mapping: (string | null)[]): Record<string, string> {
  const row: Record<string, string> = {};
  mapping.forEach((field, index) => {
    const value = cells[index];
    if (field && value) row[field] = value;
  });
  return row;
}
