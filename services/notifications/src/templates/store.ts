import { Schema, Types, type Connection } from 'mongoose';
import { EmailTemplateMessages, type EmailTemplate, type EmailTemplateInput, type EmailTemplateUpdate } from '@agency/contracts';
import { conflict, isDuplicateKey } from '@agency/service-kit';

const templateSchema = new Schema(
  {
    name: { type: String, required: true },
    /** The name lowercased: unique, so two templates are never told apart by case alone. */
    nameKey: { type: String, required: true, unique: true },
    subject: { type: String, required: true },
    body: { type: String, required: true },
    createdBy: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'email_templates', versionKey: false },
);

interface TemplateDoc {
  _id: Types.ObjectId;
  name: string;
  subject: string;
  body: string;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const toTemplate = (doc: TemplateDoc): EmailTemplate => ({
  id: doc._id.toHexString(),
  name: doc.name,
  subject: doc.subject,
  body: doc.body,
  createdBy: doc.createdBy ?? null,
  createdAt: doc.createdAt.toISOString(),
  updatedAt: doc.updatedAt.toISOString(),
});

/** The e-mail templates (decision 0137), by name. */
export function emailTemplateStore(db: Connection) {
  const model = db.model('EmailTemplate', templateSchema);
  const nameTaken = (error: unknown, name: string | undefined) => (isDuplicateKey(error) && name ? conflict(EmailTemplateMessages.nameTaken(name)) : error);
  return {
    model,
    async list(): Promise<EmailTemplate[]> {
      return ((await model.find().sort({ nameKey: 1 }).lean()) as TemplateDoc[]).map(toTemplate);
    },
    async get(id: string): Promise<EmailTemplate | null> {
      const doc = (await model.findById(id).lean()) as TemplateDoc | null;
      return doc ? toTemplate(doc) : null;
    },
    async create(input: EmailTemplateInput, createdBy: string): Promise<EmailTemplate> {
      const now = new Date();
      try {
        const doc = await model.create({ ...input, nameKey: input.name.toLowerCase(), createdBy, createdAt: now, updatedAt: now });
        return toTemplate(doc.toObject() as TemplateDoc);
      } catch (error) {
        throw nameTaken(error, input.name);
      }
    },
    async update(id: string, changes: EmailTemplateUpdate): Promise<EmailTemplate | null> {
      try {
        const doc = (await model
          .findByIdAndUpdate(id, { $set: { ...changes, ...(changes.name ? { nameKey: changes.name.toLowerCase() } : {}), updatedAt: new Date() } }, { new: true })
          .lean()) as TemplateDoc | null;
        return doc ? toTemplate(doc) : null;
      } catch (error) {
        throw nameTaken(error, changes.name);
      }
    },
    async remove(id: string): Promise<boolean> {
      return (await model.deleteOne({ _id: id })).deletedCount === 1;
    },
  };
}
export type EmailTemplateStore = ReturnType<typeof emailTemplateStore>;
