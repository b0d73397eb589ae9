const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A case-insensitive "contains" match for text a person typed: regex characters in it are literal. */
export function containsText(text: string): RegExp {
  return new RegExp(escapeRegex(text), 'i');
}

/** Matches `base` and `base-<n>` exactly (slug collisions). */
export function slugFamily(base: string): RegExp {
  return new RegExp(`^${escapeRegex(base)}(-\\d+)?$`);
}
