import type { Document, Model } from 'mongoose';

/** Documents in one insert command at most. */
const MAX_GROUP = 100;
/** Insert commands of one collection on their way at once: the database is never idle between two. */
const MAX_IN_FLIGHT = 2;

interface Waiting {
  doc: Document;
  settle: (error?: unknown) => void;
}

/**
 * Group commit for a collection's inserts (decision 0079). A document that comes while the collection's
 * insert commands are on their way waits for the next one, with every other that came meanwhile: one
 * command and one database transaction (FerretDB writes them as one multi-row INSERT) instead of one of
 * each per document. Alone, a document goes at once, so a quiet service waits for nothing.
 *
 * Each document keeps its own outcome: `ordered: false` writes every other document of the group when one
 * is refused, and the refusal (a duplicate key, say) goes to the writer of that document only.
 */
export class GroupedInserts {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(private readonly model: Model<any>) {} // eslint-disable-line @typescript-eslint/no-explicit-any

  /** Validates the document (its own error, thrown here), then inserts it with the next group. */
  async insert(doc: Document): Promise<void> {
    await doc.validate();
    // What save() would have set: createdAt and updatedAt, where the schema keeps timestamps (mongoose then
    // gives its documents this method).
    (doc as Document & { initializeTimestamps?: () => void }).initializeTimestamps?.();
    return new Promise((resolve, reject) => {
      this.waiting.push({ doc, settle: (error) => (error === undefined ? resolve() : reject(error)) });
      if (this.inFlight < MAX_IN_FLIGHT) void this.send();
    });
  }

  private async send(): Promise<void> {
    this.inFlight++;
    try {
      while (this.waiting.length > 0) {
        const group = this.waiting.splice(0, MAX_GROUP);
        const refusals = await this.insertGroup(group.map(({ doc }) => doc));
        group.forEach(({ settle }, index) => settle(refusals.get(index)));
      }
    } finally {
      this.inFlight--;
    }
  }

  /** Inserts the documents; answers the refusal of each one refused, by its place in the group. */
  private async insertGroup(docs: Document[]): Promise<Map<number, unknown>> {
    try {
      await this.model.collection.insertMany(
        docs.map((doc) => doc.toObject({ depopulate: true })),
        { ordered: false },
      );
      return new Map();
    } catch (error) {
      const writeErrors = (error as { writeErrors?: WriteError | WriteError[] }).writeErrors;
      // Not a refusal of some documents (the database is down, say): every writer gets the error.
      if (!writeErrors) return new Map(docs.map((_, index) => [index, error]));
      return new Map([writeErrors].flat().map((refusal) => [refusal.index, refusalOf(refusal)]));
    }
  }
}

interface WriteError {
  index: number;
  code: number;
  errmsg?: string;
}

/** One document's refusal as its writer sees it: the server's code and message, as an insertOne would throw. */
function refusalOf({ code, errmsg }: WriteError): Error & { code: number } {
  return Object.assign(new Error(errmsg ?? `insert refused (code ${code})`), { name: 'MongoServerError', code });
}
