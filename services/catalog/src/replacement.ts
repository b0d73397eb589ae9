/** A PUT replaces the whole entity, so an optional field left out is cleared (stored as null). */
export function replacing<T extends object, K extends keyof T>(input: T, optional: readonly K[]): T {
  const cleared = Object.fromEntries(optional.filter((key) => input[key] == null).map((key) => [key, null]));
  return { ...input, ...cleared };
}
