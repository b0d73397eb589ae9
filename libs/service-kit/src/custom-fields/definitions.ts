import { Schema, type Connection } from 'mongoose';
import {
  CUSTOM_FIELD_FILTER_PREFIX,
  CustomFieldLimit,
  customFieldFilters,
  customFieldValuesSchema,
  matchesCustomFieldFilters,
  type CustomFieldDefinition,
  type CustomFieldDefinitionInput,
  type CustomFieldDefinitionUpdate,
  type CustomFieldEntity,
  type CustomFieldValues,
} from '@agency/contracts';
import { badRequest, conflict, notFound } from '../errors';

const definitionSchema = new Schema(
  {
    entity: { type: String, required: true },
    key: { type: String, required: true },
    label: { type: String, required: true },
    type: { type: String, required: true },
    options: { type: [String], default: undefined },
    required: { type: Boolean, required: true, default: false },
    /** A removed field stays as a tombstone, so that its key is never reused with another type (decision 0125). */
    removedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'custom_field_definitions' },
);
definitionSchema.index({ entity: 1, key: 1 }, { unique: true });

interface StoredDefinition {
  _id: { toHexString(): string };
  entity: CustomFieldEntity;
  key: string;
  label: string;
  type: CustomFieldDefinition['type'];
  options?: string[] | null;
  required: boolean;
  removedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const toDefinition = (doc: StoredDefinition): CustomFieldDefinition => ({
  id: doc._id.toHexString(),
  key: doc.key,
  label: doc.label,
  entity: doc.entity,
  type: doc.type,
  ...(doc.type === 'choice' ? { options: doc.options ?? [] } : {}),
  required: doc.required,
  createdAt: new Date(doc.createdAt).toISOString(),
  updatedAt: new Date(doc.updatedAt).toISOString(),
});

export const CUSTOM_FIELD_GONE = 'This custom field no longer exists. Refresh the list and try again.';

/**
 * The custom field definitions of the entities a service owns (decision 0125), in that service's database.
 * Read from the database on every use, never cached: a change is seen by every instance at once, and the
 * collection holds at most 30 live fields per entity.
 */
export function customFieldDefinitions(db: Connection) {
  const model = db.model('CustomFieldDefinition', definitionSchema);

  async function live(entity: CustomFieldEntity): Promise<CustomFieldDefinition[]> {
    const docs = (await model.find({ entity, removedAt: null }).sort({ createdAt: 1, _id: 1 }).lean()) as unknown as StoredDefinition[];
    return docs.map(toDefinition);
  }

  const sameLabel = (fields: CustomFieldDefinition[], label: string, exceptId?: string) =>
    fields.some((field) => field.id !== exceptId && field.label.toLowerCase() === label.toLowerCase());

  return {
    model,
    list: live,

    async create(entity: CustomFieldEntity, input: CustomFieldDefinitionInput & { required: boolean }): Promise<CustomFieldDefinition> {
      const fields = await live(entity);
      if (fields.length >= CustomFieldLimit.perEntity)
        throw conflict(`There are already ${CustomFieldLimit.perEntity} custom fields here, the most allowed. Remove one you no longer use first.`);
      if (sameLabel(fields, input.label)) throw conflict(`A custom field labelled "${input.label}" already exists here. Choose another label.`);
      const fields_ = { label: input.label, type: input.type, options: input.type === 'choice' ? input.options : undefined, required: input.required };
      const removed = (await model.findOne({ entity, key: input.key }).lean()) as unknown as StoredDefinition | null;
      if (removed && !removed.removedAt) throw conflict(`A custom field with the key ${input.key} already exists here. Choose another key.`);
      if (removed) {
        // The key of a removed field: the values it left on the records come back, so only with the same type.
        if (removed.type !== input.type)
          throw conflict(`The key ${input.key} belonged to a removed ${removed.type} field; its values are still kept. Choose another key.`);
        const doc = await model.findOneAndUpdate({ _id: removed._id }, { $set: { ...fields_, removedAt: null } }, { returnDocument: 'after' }).lean();
        if (!doc) throw notFound(CUSTOM_FIELD_GONE);
        return toDefinition(doc as unknown as StoredDefinition);
      }
      try {
        const doc = await model.create({ entity, key: input.key, ...fields_ });
        return toDefinition(doc.toObject() as unknown as StoredDefinition);
      } catch (error) {
        if ((error as { code?: number }).code === 11000) throw conflict(`A custom field with the key ${input.key} already exists here. Choose another key.`);
        throw error;
      }
    },

    /** The label, the options and whether it is required change; its key and type never do (its stored values keep their meaning). */
    async update(entity: CustomFieldEntity, id: string, input: CustomFieldDefinitionUpdate & { required: boolean }): Promise<CustomFieldDefinition> {
      const fields = await live(entity);
      const field = fields.find((each) => each.id === id);
      if (!field) throw notFound(CUSTOM_FIELD_GONE);
      if (sameLabel(fields, input.label, id)) throw conflict(`A custom field labelled "${input.label}" already exists here. Choose another label.`);
      if (field.type === 'choice' && !input.options?.length) throw badRequest('A one-of-a-list field needs at least one option');
      if (field.type !== 'choice' && input.options?.length) throw badRequest('Only a one-of-a-list field has options');
      const doc = await model
        .findOneAndUpdate({ _id: id, removedAt: null }, { $set: { label: input.label, required: input.required, ...(field.type === 'choice' ? { options: input.options } : {}) } }, { returnDocument: 'after' })
        .lean();
      if (!doc) throw notFound(CUSTOM_FIELD_GONE);
      return toDefinition(doc as unknown as StoredDefinition);
    },

    /** Removes the field from forms, pages, checks, filters and exports; the values stay on the records (decision 0125). */
    async remove(entity: CustomFieldEntity, id: string): Promise<void> {
      const result = await model.updateOne({ _id: id, entity, removedAt: null }, { $set: { removedAt: new Date() } });
      if (result.matchedCount === 0) throw notFound(CUSTOM_FIELD_GONE);
    },

    /**
     * A record's `customFields` as sent, checked against the live fields (400 naming the field), and what to store:
     * the values sent, plus the values the record holds for removed fields (kept, decision 0125). Undefined when
     * none were sent and `creating` is false: the stored values stay as they are.
     */
    async valuesToStore(
      entity: CustomFieldEntity,
      sent: CustomFieldValues | undefined,
      { creating, stored }: { creating: boolean; stored?: CustomFieldValues | null },
    ): Promise<CustomFieldValues | undefined> {
      if (sent === undefined && !creating) return undefined;
      const fields = await live(entity);
      if (sent === undefined && !fields.some((field) => field.required)) return undefined;
      const checked = customFieldValuesSchema(fields).safeParse(sent ?? {});
      if (!checked.success) throw badRequest(checked.error.issues.map((issue) => issue.message).join('; '));
      const liveKeys = new Set(fields.map((field) => field.key));
      const kept = Object.fromEntries(Object.entries(stored ?? {}).filter(([key]) => !liveKeys.has(key)));
      return { ...kept, ...checked.data };
    },

    /** The body of a record's write with its `customFields` checked and completed (`valuesToStore`); without the key when unchanged. */
    async inputWith<T extends { customFields?: CustomFieldValues }>(
      entity: CustomFieldEntity,
      body: T,
      context: { creating: boolean; stored?: CustomFieldValues | null },
    ): Promise<T> {
      const { customFields: sent, ...rest } = body;
      const values = await this.valuesToStore(entity, sent, context);
      return (values === undefined ? rest : { ...rest, customFields: values }) as T;
    },

    /**
     * The list filter of a request's `cf.<key>=<value>` parameters (400 for an unknown field or a wrong value), or
     * undefined when none. Read from the address itself: a list's query schema keeps only the parameters it names.
     */
    async filterOf<T extends { customFields?: CustomFieldValues | null }>(entity: CustomFieldEntity, url: string): Promise<((item: T) => boolean) | undefined> {
      const parameters = Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
      if (!Object.keys(parameters).some((name) => name.startsWith(CUSTOM_FIELD_FILTER_PREFIX))) return undefined;
      const read = customFieldFilters(parameters, await live(entity));
      if ('message' in read) throw badRequest(read.message);
      const { filters } = read;
      return filters.length === 0 ? undefined : (item: T) => matchesCustomFieldFilters(item.customFields, filters);
    },
  };
}

export type CustomFieldDefinitions = ReturnType<typeof customFieldDefinitions>;
