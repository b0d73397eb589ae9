import type { CatalogView } from '../catalog-view';

const MAX_ANSWERS = 5_000;

/**
 * What visitors read most, the open roles' lists and job pages, kept as ready JSON text (decision 0046):
 * reading the view, joining employer names and serializing cost more than the request itself. Every
 * answer is dropped as soon as the catalog view changes (this instance's writes at once, the others'
 * with their events), so a change shows on the next read.
 */
export class PublicAnswers {
  private readonly answers = new Map<string, string>();
  private revision: number;

  constructor(private readonly view: CatalogView) {
    this.revision = view.revision;
  }

  /** The answer under `key`, made (and kept, when found) on the first read since the last change. */
  async get(key: string, make: () => Promise<unknown | null>): Promise<string | null> {
    if (this.revision !== this.view.revision) {
      this.answers.clear();
      this.revision = this.view.revision;
    }
    const kept = this.answers.get(key);
    if (kept !== undefined) return kept;
    const madeAt = this.view.revision;
    const value = await make();
    if (value === null) return null;
    const text = JSON.stringify(value);
    // Made from a view that changed meanwhile: answered, not kept. Lists asked for with many different
    // queries cannot fill the memory: past the limit the oldest answer goes.
    if (madeAt === this.view.revision && this.revision === madeAt) {
      if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(key, text);
    }
    return text;
  }
}
