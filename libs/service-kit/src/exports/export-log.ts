import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { ExportLog, ExportLogQuery, type ExportFormat, type ExportedList, type ExportLogEntry } from '@agency/contracts';
import type { ServiceApp } from '../runtime';

/**
 * Where each service answers its own exports' log. Outside `/api`, so the gateway never proxies it: only the
 * gateway's `GET /api/exports` (administrators) asks each owning service, with its caller's token.
 */
export const INTERNAL_EXPORTS_PATH = '/internal/exports';

const exportLogSchema = new Schema(
  {
    list: { type: String, required: true },
    format: { type: String, required: true },
    // Pairs, not an object: a filter's name may hold a dot (`cf.notice_period`), which a field name may not.
    filters: { type: [{ _id: false, name: String, value: String }], default: [] },
    rows: { type: Number, required: true },
    completed: { type: Boolean, required: true, default: false },
    by: { id: { type: String, default: null }, name: { type: String, default: null }, apiKey: { type: Boolean, default: false } },
    at: { type: Date, required: true },
  },
  { collection: 'export_log', minimize: false },
);

interface StoredEntry {
  _id: Types.ObjectId;
  list: ExportedList;
  format: ExportFormat;
  filters: { name: string; value: string }[];
  rows: number;
  completed: boolean;
  by: { id: string | null; name: string | null; apiKey: boolean };
  at: Date;
}

/** The exports of this service's lists (decision 0124): they carry personal data, so who took what is kept. */
export class ExportLogStore {
  private readonly model: Model<StoredEntry>;

  constructor(db: Connection) {
    this.model = (db.models.ExportLog as Model<StoredEntry> | undefined) ?? db.model<StoredEntry>('ExportLog', exportLogSchema);
  }

  /** Written before the first byte is sent, so an export cut off half way is on record too. */
  async start(entry: Omit<ExportLogEntry, 'id' | 'at' | 'completed'>): Promise<string> {
    const filters = Object.entries(entry.filters).map(([name, value]) => ({ name, value }));
    const doc = await this.model.create({ ...entry, filters, completed: false, at: new Date() });
    return doc._id.toHexString();
  }

  async finish(id: string, rows: number, completed: boolean): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { rows, completed } });
  }

  async newest(limit: number): Promise<ExportLogEntry[]> {
    const docs = (await this.model.find({}).sort({ at: -1, _id: -1 }).limit(limit).lean()) as StoredEntry[];
    return docs.map((doc) => ({
      id: doc._id.toHexString(),
      list: doc.list,
      format: doc.format,
      filters: Object.fromEntries((doc.filters ?? []).map(({ name, value }) => [name, value])),
      rows: doc.rows,
      completed: doc.completed,
      by: { id: doc.by?.id ?? null, name: doc.by?.name ?? null, apiKey: doc.by?.apiKey ?? false },
      at: doc.at.toISOString(),
    }));
  }
}

/** `GET /internal/exports`: this service's part of the exports log, for administrators only. */
export function registerExportLog(app: ServiceApp, log: ExportLogStore): void {
  if (!app.hasRequestDecorator('principal')) {
    throw new Error(`register access control before ${INTERNAL_EXPORTS_PATH}: it must not be open to anyone`);
  }
  app.get(INTERNAL_EXPORTS_PATH, { config: { access: 'administrator' }, schema: { querystring: ExportLogQuery, response: { 200: ExportLog } } }, async (request) => ({
    items: await log.newest(request.query.limit),
  }));
}
