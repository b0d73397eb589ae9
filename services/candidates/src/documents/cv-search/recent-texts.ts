export interface DocumentText {
  fileName: string;
  text: string;
}

/**
 * The CV texts read last for snippets, up to a number of characters, the least recently used dropped first
 * (decision 0102). A search typed letter by letter, or paged back and forth, shows the same documents again
 * (the newest candidates top every list): those are not read from the database again. A document's text never
 * changes; a removed document's is dropped, so nothing of it stays here.
 */
export class RecentTexts {
  private readonly texts = new Map<string, DocumentText>();
  private characters = 0;

  constructor(private readonly maxCharacters: number) {}

  get(id: string): DocumentText | undefined {
    const found = this.texts.get(id);
    if (found) {
      // Most recently used last.
      this.texts.delete(id);
      this.texts.set(id, found);
    }
    return found;
  }

  set(id: string, document: DocumentText): void {
    if (document.text.length > this.maxCharacters) return;
    this.delete(id);
    this.texts.set(id, document);
    this.characters += document.text.length;
    for (const [oldest, { text }] of this.texts) {
      if (this.characters <= this.maxCharacters) break;
      this.texts.delete(oldest);
      this.characters -= text.length;
    }
  }

  delete(id: string): void {
    const found = this.texts.get(id);
    if (!found) return;
    this.texts.delete(id);
    this.characters -= found.text.length;
  }
}
