const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches `base` and `base-<n>` exactly (slug collisions). */
export function slugFamily(base: string): RegExp {
  return new RegExp(`^${escapeRegex(base)}(-\\d+)?$`);
}
