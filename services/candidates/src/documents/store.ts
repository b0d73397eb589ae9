import { createHash } from 'node:crypto';
import { Schema, Types, type Connection } from 'mongoose';
import { CandidatesEvents, DOCUMENT_CONTENT_TYPES, DocumentKind, DocumentTextStatus, type CandidateDocument, type DocumentUploader } from '@agency/contracts';
import { conflict, eventfulWrites, live, outboxPlugin, type OutboxRelay } from '@agency/service-kit';
import type { ObjectStore } from './object-store';

/** Far more than a candidate needs (a CV or two, certificates), few enough that nobody fills the store. */
export const MAX_DOCUMENTS_PER_CANDIDATE = 20;
export const TOO_MANY_DOCUMENTS = `A candidate can keep at most ${MAX_DOCUMENTS_PER_CANDIDATE} documents. Delete one before uploading another.`;

const documentSchema = new Schema(
  {
    candidateId: { type: String, required: true },
    fileName: { type: String, required: true },
    kind: { type: String, enum: DocumentKind.options, required: true },
    size: { type: Number, required: true },
    /** The object's key in the bucket: `candidates/<candidateId>/<document id>`. */
    objectKey: { type: String, required: true },
    /** SHA-256 of the file's bytes (hex): the same file uploaded again by the same candidate is this document
     * (looked up among the candidate's at most 20, by the candidateId index). */
    sha256: { type: String },
    textStatus: { type: String, enum: DocumentTextStatus.options, required: true },
    /** The text read from the file, for search; never sent in a list. */
    text: { type: String, default: '' },
    uploadedBy: {
      kind: { type: String, enum: ['candidate', 'staff'], required: true },
      id: { type: String, required: true },
      name: { type: String, required: true },
    },
  },
  { timestamps: true, collection: 'documents' },
);
documentSchema.plugin(outboxPlugin);
documentSchema.index({ candidateId: 1 });

interface StoredDocument {
  _id: Types.ObjectId;
  candidateId: string;
  fileName: string;
  kind: DocumentKind;
  size: number;
  objectKey: string;
  sha256?: string;
  textStatus: DocumentTextStatus;
  text?: string;
  uploadedBy: DocumentUploader & { id: string };
  createdAt: Date;
}

const toDocument = (doc: StoredDocument): CandidateDocument => ({
  id: doc._id.toHexString(),
  candidateId: doc.candidateId,
  fileName: doc.fileName,
  kind: doc.kind,
  contentType: DOCUMENT_CONTENT_TYPES[doc.kind],
  size: doc.size,
  textStatus: doc.textStatus,
  uploadedBy: { kind: doc.uploadedBy.kind, name: doc.uploadedBy.name },
  createdAt: new Date(doc.createdAt).toISOString(),
});

const WITHOUT_TEXT = { text: 0 } as const;
/** Where a candidate's files are kept in the bucket. */
export const prefixOf = (candidateId: string) => `candidates/${candidateId}/`;

export interface NewDocument {
  candidateId: string;
  fileName: string;
  kind: DocumentKind;
  bytes: Uint8Array;
  textStatus: DocumentTextStatus;
  text: string;
  uploadedBy: DocumentUploader & { id: string };
}

/**
 * Candidates' documents: the record here, the file in the object store. Every read is of one candidate's documents, so another candidate's document id is simply not found. Each
 * addition and deletion records its event (the CV search of every instance follows them).
 */
export function documentStore(db: Connection, files: ObjectStore, relay?: OutboxRelay) {
  const model = db.model('CandidateDocument', documentSchema);
  const writes = eventfulWrites<StoredDocument>(model, relay);
  const own = (candidateId: string, id: string) => ({ _id: id, candidateId, ...live });

  return {
    model,

    async list(candidateId: string): Promise<CandidateDocument[]> {
      const docs = (await model.find({ candidateId, ...live }).select(WITHOUT_TEXT).lean()) as unknown as StoredDocument[];
      return docs.map(toDocument).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    },

    /**
     * The record first (with its event), then the file; the record is removed again when the file cannot be
     * stored. So no file is ever without its record, and erasure, which goes by the records, finds every file.
     * Two uploads at the same moment can pass the limit by one; the limit is a guard, not a quota.
     * A file the candidate already has (the same bytes, issue 31) is not stored again: the answer is that
     * document, with `added: false`. (Two uploads of one file at the same moment can still both be kept.)
     */
    async add(input: NewDocument): Promise<{ document: CandidateDocument; added: boolean }> {
      const { bytes, ...fields } = input;
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const same = (await model.findOne({ candidateId: input.candidateId, sha256, ...live }).select(WITHOUT_TEXT).lean()) as unknown as StoredDocument | null;
      if (same) return { document: toDocument(same), added: false };
      if ((await model.countDocuments({ candidateId: input.candidateId, ...live })) >= MAX_DOCUMENTS_PER_CANDIDATE) throw conflict(TOO_MANY_DOCUMENTS);
      const id = new Types.ObjectId().toHexString();
      const objectKey = `${prefixOf(input.candidateId)}${id}`;
      const now = new Date();
      const created = await writes.create(
        { ...fields, sha256, size: bytes.byteLength, objectKey, createdAt: now, updatedAt: now } as Partial<StoredDocument>,
        CandidatesEvents.documentAdded,
        toDocument,
        id,
      );
      try {
        await files.put(objectKey, bytes, DOCUMENT_CONTENT_TYPES[input.kind]);
      } catch (error) {
        await writes.remove(id, CandidatesEvents.documentRemoved, toDocument).catch(() => undefined);
        throw error;
      }
      return { document: toDocument(created), added: true };
    },

    async find(candidateId: string, id: string): Promise<(CandidateDocument & { objectKey: string }) | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      const doc = (await model.findOne(own(candidateId, id)).select(WITHOUT_TEXT).lean()) as unknown as StoredDocument | null;
      return doc ? { ...toDocument(doc), objectKey: doc.objectKey } : null;
    },

    /** A stored file's bytes, streamed. */
    read: (objectKey: string) => files.read(objectKey),

    /** The file first, then the record: a failure between leaves a record whose file is gone (404), never a file without one. */
    async remove(candidateId: string, id: string): Promise<boolean> {
      const found = await this.find(candidateId, id);
      if (!found) return false;
      await files.remove(found.objectKey);
      return writes.remove(id, CandidatesEvents.documentRemoved, toDocument);
    },

    /**
     * An upload kept after its candidate was erased (the erasure ran while the file was read): its file and its
     * record, whatever state the erasure left them in, so nothing of the candidate stays.
     */
    async discard(candidateId: string, id: string): Promise<void> {
      await files.remove(`${prefixOf(candidateId)}${id}`);
      await model.deleteOne({ _id: id, candidateId });
    },

    /**
     * Right to erasure (decision 0024): every file under the candidate's prefix, then every record. A failure
     * half way is finished by repeating the erasure.
     */
    async eraseCandidate(candidateId: string): Promise<void> {
      // Deleted records count: their events may still be on the way, and a file of theirs may be left.
      if (!(await model.exists({ candidateId }))) return;
      await files.removeUnder(prefixOf(candidateId));
      // A document moved here by a merge keeps its file under the merged candidate's prefix (decision 0126).
      const moved = (await model.find({ candidateId }).select({ objectKey: 1 }).lean()) as unknown as { objectKey: string }[];
      for (const { objectKey } of moved) if (!objectKey.startsWith(prefixOf(candidateId))) await files.remove(objectKey);
      await model.deleteMany({ candidateId });
    },
  };
}

export type DocumentStore = ReturnType<typeof documentStore>;
