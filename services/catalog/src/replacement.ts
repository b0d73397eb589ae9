/**
 * A PUT replaces the whole entity, so a field left out or sent as null is cleared. It is stored as ''
 * because the outbox's update casts the change with mongoose, which drops nulls; readers answer '' as null.
 */
export function replacing<T extends object, K extends keyof T>(input: T, optional: readonly K[]): T {
  const cleared = Object.fromEntries(optional.filter((key) => input[key] == null).map((key) => [key, '']));
  return { ...input, ...cleared };
}
