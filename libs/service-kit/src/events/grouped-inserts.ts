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
        try {
          const refusals = await this.insertGroup(group.map(({ doc }) => doc));
          group.forEach(({ settle }, index) => settle(refusals.get(index)));
        } catch (error) {
          for (const { settle } of group) settle(error);
        }
      }
    } finally {
      this.inFlight--;
    }
  }

  /**
   * Inserts the documents; answers the refusal of each one refused, by its place in the group.
   *
   * The insert command itself rather than the driver's insertMany: the command answers each document's
   * refusal in `writeErrors` and throws only when it was not carried out at all, with the driver's own error
   * (the database unreachable, say), which every writer of the group then gets as a single insert would
   * throw it. insertMany wraps that error in a bulk write error with no refusals, which reads as success.
   */
  private async insertGroup(docs: Document[]): Promise<Map<number, unknown>> {
    const answer = (await this.model.db.db!.command({
      insert: this.model.collection.collectionName,
      documents: docs.map((doc) => doc.toObject({ depopulate: true })),
      ordered: false,
    })) as { writeErrors?: WriteError[] };
    return new Map((answer.writeErrors ?? []).map((refusal) => [refusal.index, refusalOf(refusal)]));
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
