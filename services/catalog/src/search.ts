const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A case-insensitive "contains" match for text a person typed: regex characters in it are literal. */
export function containsText(text: string): RegExp {
  return new RegExp(escapeRegex(text), 'i');
}

/** Matches `base` and `base-<n>` exactly (slug collisions). */
export function slugFamily(base: string): RegExp {
  return new RegExp(`^${escapeRegex(base)}(-\\d+)?$`);
}

/**
 * A PUT replaces the whole entity, so a field left out or sent as null is cleared. It is stored as ''
 * because the outbox's update casts the change with mongoose, which drops nulls; readers answer '' as null.
 */
export function replacing<T extends object, K extends keyof T>(input: T, optional: readonly K[]): T {
  const cleared = Object.fromEntries(optional.filter((key) => input[key] == null).map((key) => [key, '']));
  return { ...input, ...cleared };
}
