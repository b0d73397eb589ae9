import { Schema, Types, type Connection } from 'mongoose';
import {
  CV_FOLDER_LIMITS,
  type CvFolderBatch,
  type CvFolderDuplicate,
  type CvFolderFile,
  type CvFolderFileStatus,
  type CvFolderProposal,
  type DocumentKind,
  type DocumentTextStatus,
} from '@agency/contracts';
import type { ObjectStore } from '../../documents/object-store';

/** Where a batch's files wait for their review (decision 0127): apart from candidates' own files. */
export const batchPrefix = (batchId: string) => `cv-folder/${batchId}/`;

const batchSchema = new Schema(
  {
    createdBy: { id: { type: String, required: true }, name: { type: String, required: true } },
    status: { type: String, enum: ['open', 'confirmed'], required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: true, collection: 'cv_folder_batches', versionKey: false },
);
batchSchema.index({ expiresAt: 1 });

const fileSchema = new Schema(
  {
    batchId: { type: String, required: true },
    fileName: { type: String, required: true },
    size: { type: Number, required: true },
    kind: { type: String, default: null },
    /** Null for a file not kept (of a kind not accepted, too large, a path that leaves the .zip). */
    objectKey: { type: String, default: null },
    status: { type: String, required: true },
    reason: { type: String, default: null },
    textStatus: { type: String, default: null },
    /** The text read, for the CV search once the file is a candidate's document. */
    text: { type: String, default: '' },
    proposal: { type: Schema.Types.Mixed, default: null },
    duplicate: { type: Schema.Types.Mixed, default: null },
    candidateId: { type: String, default: null },
    /** When a reader took it: a reader that died leaves it to be taken again after READ_CLAIM_MS. */
    claimedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'cv_folder_files', versionKey: false },
);
fileSchema.index({ batchId: 1, createdAt: 1 });
fileSchema.index({ status: 1, claimedAt: 1 });

export interface StoredBatch {
  _id: Types.ObjectId;
  createdBy: { id: string; name: string };
  status: 'open' | 'confirmed';
  expiresAt: Date;
  createdAt: Date;
}

export interface StoredFile {
  _id: Types.ObjectId;
  batchId: string;
  fileName: string;
  size: number;
  kind: DocumentKind | null;
  objectKey: string | null;
  status: CvFolderFileStatus;
  reason: string | null;
  textStatus: DocumentTextStatus | null;
  text: string;
  proposal: CvFolderProposal | null;
  duplicate: CvFolderDuplicate | null;
  candidateId: string | null;
  createdAt: Date;
}

export const toFile = (doc: StoredFile): CvFolderFile => ({
  id: doc._id.toHexString(),
  fileName: doc.fileName,
  size: doc.size,
  status: doc.status,
  reason: doc.reason,
  proposal: doc.proposal,
  duplicate: doc.duplicate,
  candidateId: doc.candidateId,
});

/** A file read dies with its reader at worst; after this long unread it is taken again. */
export const READ_CLAIM_MS = 2 * 60_000;
const WITHOUT_TEXT = { text: 0 } as const;

/** The folder imports: a batch record, a record per file, the files themselves in the object store until the confirm or the expiry. */
export function cvFolderStore(db: Connection, files: ObjectStore) {
  const batches = db.model('CvFolderBatch', batchSchema);
  const model = db.model('CvFolderFile', fileSchema);

  const filesOf = async (batchId: string) =>
    ((await model.find({ batchId }).select(WITHOUT_TEXT).sort({ createdAt: 1, _id: 1 }).lean()) as unknown as StoredFile[]).map(toFile);

  return {
    batches,
    model,

    async create(by: { id: string; name: string }): Promise<CvFolderBatch> {
      const expiresAt = new Date(Date.now() + CV_FOLDER_LIMITS.expiresAfterHours * 3_600_000);
      const doc = await batches.create({ createdBy: by, status: 'open', expiresAt });
      return this.view(doc.toObject() as StoredBatch);
    },

    /** The batch when it is this manager's and has not expired: another's batch is simply not found. */
    async find(id: string, userId: string): Promise<StoredBatch | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      return (await batches.findOne({ _id: id, 'createdBy.id': userId, expiresAt: { $gt: new Date() } }).lean()) as StoredBatch | null;
    },

    async view(batch: StoredBatch): Promise<CvFolderBatch> {
      const list = await filesOf(batch._id.toHexString());
      return {
        id: batch._id.toHexString(),
        status: batch.status,
        createdAt: new Date(batch.createdAt).toISOString(),
        expiresAt: new Date(batch.expiresAt).toISOString(),
        progress: { total: list.length, read: list.filter((file) => file.status !== 'waiting').length },
        files: list,
      };
    },

    count: (batchId: string) => model.countDocuments({ batchId }),

    /** A file kept for reading: the object first, then its record, so no record waits for a file that is not there. */
    async addFile(batchId: string, fileName: string, kind: DocumentKind, bytes: Uint8Array): Promise<CvFolderFile> {
      const _id = new Types.ObjectId();
      const objectKey = `${batchPrefix(batchId)}${_id.toHexString()}`;
      await files.put(objectKey, bytes, 'application/octet-stream');
      const doc = await model.create({ _id, batchId, fileName, size: bytes.byteLength, kind, objectKey, status: 'waiting' });
      return toFile(doc.toObject() as StoredFile);
    },

    /** A file listed with why it was not kept. */
    async addRefused(batchId: string, fileName: string, size: number, reason: string): Promise<CvFolderFile> {
      const doc = await model.create({ batchId, fileName, size, status: 'unreadable', reason });
      return toFile(doc.toObject() as StoredFile);
    },

    /** The next file waiting to be read, taken by this reader (findOneAndUpdate: one reader per file). */
    async claimNext(): Promise<StoredFile | null> {
      const now = new Date();
      return (await model
        .findOneAndUpdate(
          { status: 'waiting', $or: [{ claimedAt: null }, { claimedAt: { $lt: new Date(now.getTime() - READ_CLAIM_MS) } }] },
          { $set: { claimedAt: now } },
          { sort: { createdAt: 1 }, returnDocument: 'after' },
        )
        .lean()) as StoredFile | null;
    },

    async setRead(id: Types.ObjectId, read: Pick<StoredFile, 'status' | 'reason' | 'textStatus' | 'text' | 'proposal' | 'duplicate'>): Promise<void> {
      await model.updateOne({ _id: id }, { $set: read });
    },

    /** The files read so far of a batch, with their proposals (to tell a second CV of one person). */
    readFiles: async (batchId: string) =>
      (await model.find({ batchId, status: 'ready' }).select(WITHOUT_TEXT).sort({ createdAt: 1, _id: 1 }).lean()) as unknown as StoredFile[],

    fullFile: async (batchId: string, id: string) =>
      Types.ObjectId.isValid(id) ? ((await model.findOne({ _id: id, batchId }).lean()) as StoredFile | null) : null,

    async setOutcome(id: Types.ObjectId, status: CvFolderFileStatus, candidateId: string | null, reason: string | null): Promise<void> {
      await model.updateOne({ _id: id }, { $set: { status, candidateId, reason } });
    },

    /** Files that can still be created, attached or skipped: kept, and not done yet. */
    reviewableCount: (batchId: string) => model.countDocuments({ batchId, status: { $in: ['waiting', 'ready', 'unreadable'] }, objectKey: { $ne: null } }),

    /** A reviewed file's waiting copy and text, gone: the candidate's document holds them now. */
    async discardFile(file: StoredFile): Promise<void> {
      if (file.objectKey) await files.remove(file.objectKey);
      await model.updateOne({ _id: file._id }, { $set: { objectKey: null, text: '' } });
    },

    async markConfirmed(batchId: string): Promise<void> {
      await batches.updateOne({ _id: batchId }, { $set: { status: 'confirmed' } });
    },

    /** Reads a kept file's bytes whole (at most 10 MB). */
    async bytesOf(objectKey: string): Promise<Buffer | null> {
      const stream = await files.read(objectKey);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
      return Buffer.concat(chunks);
    },

    /** A batch's waiting files and records, gone: after its confirm, or when it expired unreviewed. */
    async remove(batchId: string): Promise<void> {
      await files.removeUnder(batchPrefix(batchId));
      await model.deleteMany({ batchId });
      await batches.deleteOne({ _id: batchId });
    },

    /** Every batch past its expiry (decision 0127: a day), files first. */
    async removeExpired(): Promise<number> {
      const expired = (await batches.find({ expiresAt: { $lte: new Date() } }).select({ _id: 1 }).lean()) as { _id: Types.ObjectId }[];
      for (const { _id } of expired) await this.remove(_id.toHexString());
      return expired.length;
    },
  };
}

export type CvFolderStore = ReturnType<typeof cvFolderStore>;
