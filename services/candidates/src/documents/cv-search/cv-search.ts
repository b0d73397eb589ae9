import { setTimeout as delay, setImmediate as yieldToIo } from 'node:timers/promises';
import { Types, type Connection } from 'mongoose';
import { CandidatesEvents, MergeEvents, RecordsMerged, Streams, type EventEnvelope } from '@agency/contracts';
import { followStreamInOrder, live, type EventBus, type ServiceContext } from '@agency/service-kit';
import type { DocumentStore } from '../store';
import { CompressedTexts } from './compressed-texts';
import { snippetOf } from './snippet';
import { includesSorted, WordIndex } from './word-index';
import { queryWords, type QueryWords } from './words';

/** Numbers for candidate ids, the candidate directory's (`InMemoryDirectory.numberOf`). */
export interface CandidateNumbers {
  numberOf(candidateId: string): number;
}

/** What a search found in the CVs. */
export interface CvMatches {
  words: QueryWords;
  /** The number of the candidate of each matching document (a candidate with two matching documents comes twice). */
  candidates: number[];
  /** The candidate's newest matching document. Ask before anything is awaited: the index may change after. */
  documentOf(candidateId: string): string | undefined;
}

export interface CvMatch {
  documentId: string;
  fileName: string;
  text: string;
}

interface StoredText {
  _id: Types.ObjectId;
  candidateId: string;
  text?: string;
  fileName?: string;
}

/** The candidates whose documents in `index` hold every one of `words`, and for each their newest such document. */
export function cvMatchesIn(index: WordIndex, candidates: CandidateNumbers, words: QueryWords): CvMatches {
  const slots = index.search(words);
  return {
    words,
    candidates: slots.map((slot) => index.ownerOf(slot)),
    documentOf(candidateId) {
      const owned = index.slotsOf(candidates.numberOf(candidateId));
      for (let at = owned.length - 1; at >= 0; at--) if (includesSorted(slots, owned[at]!)) return index.keyOf(owned[at]!);
      return undefined;
    },
  };
}

/** Reads of a document this instance has not indexed: tried again while the database is away, for about 30 s. */
const READ_ATTEMPTS = 8;

/**
 * The staff search inside candidates' CVs (issue 20, decision 0102), one per instance: the words of every live
 * document's text in a `WordIndex`, and the texts deflated for the snippets (`CompressedTexts`). Loaded from the
 * `documents` collection at start, then kept current like the candidate directory: this instance's own writes at
 * once (`indexOwnWrites`), the other instances' from the CANDIDATES stream, followed from the sequence read
 * before the load. A
 * `documentAdded` event has no text, so the document is read by its id (and skipped when it is gone or was
 * indexed already); `documentRemoved` takes it out (nothing to do for one never indexed); `candidateDeleted`
 * takes out all of the candidate's (erasure deletes their documents without events). Candidates are named by
 * the directory's numbers, so the directory finds the matches without a lookup by id.
 */
export class CvSearch {
  private readonly index = new WordIndex();
  private readonly texts = new CompressedTexts();

  private constructor(
    private readonly db: Connection,
    private readonly candidates: CandidateNumbers,
    private readonly log: ServiceContext['log'],
  ) {}

  static async open(db: Connection, bus: EventBus, log: ServiceContext['log'], candidates: CandidateNumbers): Promise<CvSearch> {
    const search = new CvSearch(db, candidates, log);
    // Events up to here are in the database already: the stream is followed from the next one.
    const loadedFrom = await bus.lastSequence(Streams.candidates);
    const cursor = search.documents.find<StoredText>(live, { projection: { candidateId: 1, fileName: 1, text: 1 }, batchSize: 1_000 });
    // Each batch is indexed while the database reads the next: asked for first (and sent, after a turn of
    // the event loop), the two overlap instead of adding up.
    for (let more = cursor.hasNext(); await more; ) {
      const batch = cursor.readBufferedDocuments();
      more = cursor.hasNext();
      await yieldToIo();
      for (const doc of batch) search.add(doc._id.toHexString(), doc.candidateId, doc.fileName ?? '', doc.text ?? '');
    }
    search.index.settle();
    await followStreamInOrder(bus, Streams.candidates, (event) => search.apply(event), log, loadedFrom);
    return search;
  }

  /** Documents indexed. */
  get size(): number {
    return this.index.size;
  }

  /** True when the candidate has a document kept here (the list's 'has CV' filter, decision 0134): every live one is indexed, with text or not. */
  hasDocument(candidateId: string): boolean {
    return this.index.slotsOf(this.candidates.numberOf(candidateId)).length > 0;
  }

  /** The document store, with this instance's own uploads and deletions in the index as soon as they are stored. */
  indexOwnWrites(documents: DocumentStore): DocumentStore {
    return {
      ...documents,
      add: async (input) => {
        const stored = await documents.add(input);
        const { document } = stored;
        if (stored.added) this.add(document.id, document.candidateId, document.fileName, input.text);
        return stored;
      },
      remove: async (candidateId, id) => {
        const removed = await documents.remove(candidateId, id);
        if (removed) this.removeDocument(id);
        return removed;
      },
      discard: async (candidateId, id) => {
        await documents.discard(candidateId, id);
        this.removeDocument(id);
      },
      eraseCandidate: async (candidateId) => {
        await documents.eraseCandidate(candidateId);
        this.removeCandidate(candidateId);
      },
    };
  }

  /** The candidates with a document holding every word of `q` (the last one may be a beginning); null when `q` has no words. */
  search(q: string): CvMatches | null {
    const words = queryWords(q);
    return words && this.searchWords(words);
  }

  /** The candidates with a document holding every one of `words` (a boolean query's term, decision 0133). */
  searchWords(words: QueryWords): CvMatches {
    return cvMatchesIn(this.index, this.candidates, words);
  }

  /**
   * The snippet of each document around the first match of `words`, by document id, from the texts kept in
   * memory (no database read: decision 0102). One not indexed (none should be asked for) has none.
   */
  async snippets(documentIds: string[], words: QueryWords): Promise<Map<string, CvMatch>> {
    const found = new Map<string, CvMatch>();
    for (const id of documentIds) {
      const document = this.texts.get(id);
      if (document) found.set(id, { documentId: id, fileName: document.fileName, text: snippetOf(document.text, words) });
    }
    return found;
  }

  private get documents() {
    return this.db.collection('documents');
  }

  private add(documentId: string, candidateId: string, fileName: string, text: string): void {
    // A document without text has no words, so it is never matched and needs no snippet.
    if (this.index.add(documentId, this.candidates.numberOf(candidateId), text) && text) this.texts.set(documentId, { fileName, text });
  }

  private removeDocument(id: string): void {
    this.index.remove(id);
    this.texts.delete(id);
  }

  private removeCandidate(candidateId: string): void {
    const number = this.candidates.numberOf(candidateId);
    for (const slot of this.index.slotsOf(number)) this.texts.delete(this.index.keyOf(slot)!);
    this.index.removeOwner(number);
  }

  private async apply(event: EventEnvelope): Promise<void> {
    if (event.type === CandidatesEvents.documentRemoved) this.removeDocument(event.aggregateId);
    else if (event.type === CandidatesEvents.candidateDeleted) this.removeCandidate(event.aggregateId);
    else if (event.type === MergeEvents.candidatesMerged) await this.moveCandidate(event);
    else if (event.type === CandidatesEvents.documentAdded && !this.index.has(event.aggregateId) && Types.ObjectId.isValid(event.aggregateId)) {
      // Only if this database has it: the stream is shared by every deployment on this NATS (and by tests).
      const doc = await this.read(event.aggregateId);
      if (doc && !this.index.has(event.aggregateId)) this.add(event.aggregateId, doc.candidateId, doc.fileName ?? '', doc.text ?? '');
    }
  }

  /** A merge moved the documents without events of theirs (decision 0126): indexed again under the kept candidate. */
  private async moveCandidate(event: EventEnvelope): Promise<void> {
    const merged = RecordsMerged.safeParse(event.data);
    if (!merged.success) return;
    this.removeCandidate(merged.data.mergedId);
    const moved = this.documents.find<StoredText & { _id: Types.ObjectId }>({ candidateId: merged.data.keptId, ...live }, { projection: { candidateId: 1, fileName: 1, text: 1 } });
    for await (const doc of moved) {
      const id = doc._id.toHexString();
      if (!this.index.has(id)) this.add(id, doc.candidateId, doc.fileName ?? '', doc.text ?? '');
    }
  }

  private async read(id: string): Promise<StoredText | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.documents.findOne<StoredText>({ _id: new Types.ObjectId(id), ...live }, { projection: { candidateId: 1, fileName: 1, text: 1 } });
      } catch (error) {
        if (attempt === READ_ATTEMPTS) throw error;
        this.log.warn({ err: error, documentId: id }, 'could not read a document for the CV search; trying again');
        await delay(Math.min(250 * 2 ** attempt, 8_000));
      }
    }
  }
}
