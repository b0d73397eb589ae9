interface Entry<T> {
  /** As last known; for an erased candidate, null. */
  value: T | null;
  /** False once deleted in the owning context: still shown on old records, no longer linked to. */
  active: boolean;
  version: number;
}

/**
 * One kind of record owned by another context (candidates, employers or job roles), as far as this
 * service shows and links to them, in memory. The newest version of each wins, so repeated and
 * out-of-order events change nothing.
 */
export class ReferenceBook<T> {
  private readonly entries = new Map<string, Entry<T>>();

  get size(): number {
    return this.entries.size;
  }

  /** Takes this version unless a newer one is known; true when it did. */
  apply(id: string, version: number, value: T | null, active: boolean): boolean {
    const known = this.entries.get(id);
    if (known && known.version >= version) return false;
    this.entries.set(id, { value, active, version });
    return true;
  }

  /** The record as last known (also once deleted, unless erased); null when never known. */
  get(id: string | null | undefined): T | null {
    return id ? (this.entries.get(id)?.value ?? null) : null;
  }

  /** Known and not deleted: a new link to it is allowed. */
  isActive(id: string): boolean {
    return this.entries.get(id)?.active === true;
  }
}
