import { z } from 'zod';
import { line } from './fields';

/**
 * Custom fields (issue 32, decision 0125): fields an administrator adds to candidates, employers and job roles.
 * Each owning service keeps the definitions of its records (candidates: candidate; catalog: employer, job role)
 * and checks a record's `customFields` against them; the values travel on the record and in its events' snapshots.
 */
export const CustomFieldEntity = z.enum(['candidate', 'employer', 'job-role']);
export type CustomFieldEntity = z.infer<typeof CustomFieldEntity>;

export const CustomFieldType = z.enum(['text', 'number', 'date', 'choice', 'yes-no']);
export type CustomFieldType = z.infer<typeof CustomFieldType>;

/** The limits of decision 0125. */
export const CustomFieldLimit = {
  /** Definitions per entity (candidate, employer, job role). */
  perEntity: 30,
  keyLength: 40,
  labelLength: 60,
  /** Options of a one-of-a-list field, and each option's length. */
  options: 50,
  optionLength: 80,
  /** A text value. */
  textLength: 1_000,
  /** A number's bound, either side of zero. */
  number: 1_000_000_000_000,
} as const;

/** What the type names on the screens: 'One of a list', 'Yes/No'... */
export const customFieldTypeLabels: Record<CustomFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  choice: 'One of a list',
  'yes-no': 'Yes/No',
};

/** A field's key: how its value is stored (`customFields.notice_period`), in imports and exports. Never changes. */
export const customFieldKey = z
  .string()
  .trim()
  .regex(
    new RegExp(`^[a-z][a-z0-9_]{1,${CustomFieldLimit.keyLength - 1}}$`),
    `must be 2 to ${CustomFieldLimit.keyLength} characters: lower-case letters, digits and _, starting with a letter`,
  );

/** One stored value: text, a number, a day ('YYYY-MM-DD' text), yes/no; null when empty. */
export const CustomFieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type CustomFieldValue = z.infer<typeof CustomFieldValue>;

/**
 * A record's custom field values by key, as sent and as stored. The contract only says the shape; the owning
 * service checks every value against the current definitions (unknown key, wrong type, required).
 */
export const CustomFieldValues = z.record(z.string().max(CustomFieldLimit.keyLength), CustomFieldValue);
export type CustomFieldValues = z.infer<typeof CustomFieldValues>;

// One line each (fields.ts `line`: bidi controls dropped, control characters refused by a pattern that clients
// such as Schemathesis can build values for, unlike \p{Cc}).
const label = line(CustomFieldLimit.labelLength).min(1, 'Label is required');

const options = z
  .array(
    line(CustomFieldLimit.optionLength).min(1, 'An option cannot be empty'),
  )
  .max(CustomFieldLimit.options, `At most ${CustomFieldLimit.options} options`)
  .refine((list) => new Set(list.map((option) => option.toLowerCase())).size === list.length, 'Options must all be different');

/** POST /api/custom-fields/<entity> (administrator): a new field. `options` only, and at least one, for 'choice'. */
export const CustomFieldDefinitionInput = z
  .object({
    key: customFieldKey,
    label,
    type: CustomFieldType,
    options: options.optional(),
    required: z.boolean().default(false),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'choice' && !field.options?.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A one-of-a-list field needs at least one option' });
    if (field.type !== 'choice' && field.options?.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only a one-of-a-list field has options' });
  });
export type CustomFieldDefinitionInput = z.input<typeof CustomFieldDefinitionInput>;

/** PUT /api/custom-fields/<entity>/:id (administrator): the label, options and required may change; key and type never. */
export const CustomFieldDefinitionUpdate = z.object({
  label,
  options: options.optional(),
  required: z.boolean().default(false),
});
export type CustomFieldDefinitionUpdate = z.input<typeof CustomFieldDefinitionUpdate>;

export const CustomFieldDefinition = z.object({
  id: z.string(),
  key: z.string(),
  label: z.string(),
  entity: CustomFieldEntity,
  type: CustomFieldType,
  /** The choices of a 'choice' field, in the order shown; absent for other types. */
  options: z.array(z.string()).optional(),
  required: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomFieldDefinition = z.infer<typeof CustomFieldDefinition>;

/** GET /api/custom-fields/<entity> (staff): the entity's fields in the order they were added. */
export const CustomFieldDefinitionList = z.array(CustomFieldDefinition);
export type CustomFieldDefinitionList = z.infer<typeof CustomFieldDefinitionList>;

/** The API path of an entity's definitions; the entity is a fixed segment so that each maps to its owning service. */
export const customFieldsPath = (entity: CustomFieldEntity) => `/api/custom-fields/${entity}`;

/** The query parameter that filters a list by a custom field: `cf.<key>=<value>`. */
export const CUSTOM_FIELD_FILTER_PREFIX = 'cf.';

type DefinitionRule = Pick<CustomFieldDefinition, 'key' | 'label' | 'type' | 'options' | 'required'>;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (text: string) => DAY.test(text) && z.iso.date().safeParse(text).success;

/**
 * One value checked against its field: the stored value, or the message naming the field by its label.
 * `fromText` (imports) also reads numbers, yes/no and days written as text, and options in any case.
 */
export function checkCustomFieldValue(
  field: DefinitionRule,
  value: unknown,
  fromText = false,
): { value: CustomFieldValue } | { message: string } {
  if (isEmpty(value)) return field.required ? { message: `${field.label} is required` } : { value: null };
  const text = typeof value === 'string' ? value.trim() : undefined;
  switch (field.type) {
    case 'text':
      if (text === undefined) return { message: `${field.label} must be text` };
      if (text.length > CustomFieldLimit.textLength)
        return { message: `${field.label} must be at most ${CustomFieldLimit.textLength.toLocaleString('en-US')} characters` };
      return { value: text };
    case 'number': {
      const number = typeof value === 'number' ? value : fromText && text !== undefined && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
      if (!Number.isFinite(number)) return { message: `${field.label} must be a number` };
      if (Math.abs(number) > CustomFieldLimit.number) return { message: `${field.label} must be between -1,000,000,000,000 and 1,000,000,000,000` };
      return { value: number };
    }
    case 'date':
      if (text === undefined || !isRealDay(text)) return { message: `${field.label} must be a real day written YYYY-MM-DD` };
      return { value: text };
    case 'choice': {
      const options = field.options ?? [];
      const chosen = text === undefined ? undefined : options.find((option) => option === text || (fromText && option.toLowerCase() === text.toLowerCase()));
      if (chosen === undefined) return { message: `${field.label} must be one of: ${options.join(', ')}` };
      return { value: chosen };
    }
    case 'yes-no': {
      if (typeof value === 'boolean') return { value };
      const word = fromText ? text?.toLowerCase() : undefined;
      if (word === 'yes' || word === 'true') return { value: true };
      if (word === 'no' || word === 'false') return { value: false };
      return { message: `${field.label} must be yes or no` };
    }
  }
}

/**
 * The zod schema of a record's `customFields` built from the entity's current definitions (decision 0125): an
 * unknown key is refused by name, a wrong value by the field's label, a required field left empty too. The
 * output keeps only the fields with a value. `partial`: check only the keys sent (never 'required').
 */
export function customFieldValuesSchema(definitions: readonly DefinitionRule[], options: { fromText?: boolean; partial?: boolean } = {}) {
  const byKey = new Map(definitions.map((field) => [field.key, field]));
  return z.record(z.string(), z.unknown()).transform((input, ctx) => {
    const values: Record<string, CustomFieldValue> = {};
    for (const key of Object.keys(input)) {
      if (!byKey.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: `Unknown custom field: ${key.slice(0, 60)}` });
    }
    for (const field of definitions) {
      if (options.partial && !(field.key in input)) continue;
      const checked = checkCustomFieldValue(field, input[field.key], options.fromText);
      if ('message' in checked) ctx.addIssue({ code: 'custom', path: [field.key], message: checked.message });
      else if (checked.value !== null) values[field.key] = checked.value;
    }
    return values;
  });
}

/** A list's filter on one custom field: equality, or 'contains' (case-insensitive) for a text field. */
export interface CustomFieldFilter {
  key: string;
  type: CustomFieldType;
  value: string | number | boolean;
}

/**
 * The `cf.<key>=<value>` parameters of a list's query, checked against the definitions: an unknown field or a
 * value its type cannot hold gives a message (answered 400), so a wrong filter never silently matches nothing.
 */
export function customFieldFilters(
  query: Record<string, unknown>,
  definitions: readonly DefinitionRule[],
): { filters: CustomFieldFilter[] } | { message: string } {
  const filters: CustomFieldFilter[] = [];
  for (const [name, raw] of Object.entries(query)) {
    if (!name.startsWith(CUSTOM_FIELD_FILTER_PREFIX)) continue;
    const key = name.slice(CUSTOM_FIELD_FILTER_PREFIX.length);
    const field = definitions.find((each) => each.key === key);
    if (!field) return { message: `Unknown custom field to filter by: ${key.slice(0, 60)}` };
    if (typeof raw !== 'string' || raw.trim() === '') return { message: `${field.label}: give one value to filter by` };
    if (field.type === 'text') {
      if (raw.length > 200) return { message: `${field.label}: the filter must be at most 200 characters` };
      filters.push({ key, type: field.type, value: raw.trim() });
      continue;
    }
    const checked = checkCustomFieldValue({ ...field, required: false }, raw, true);
    if ('message' in checked) return { message: `Filter: ${checked.message}` };
    if (checked.value !== null) filters.push({ key, type: field.type, value: checked.value });
  }
  if (filters.length > 10) return { message: 'At most 10 custom field filters' };
  return { filters };
}

/** Whether a record's custom field values pass every filter (the in-memory lists). */
export function matchesCustomFieldFilters(values: CustomFieldValues | null | undefined, filters: readonly CustomFieldFilter[]): boolean {
  return filters.every(({ key, type, value }) => {
    const stored = values?.[key];
    if (stored === undefined || stored === null) return false;
    if (type === 'text') return typeof stored === 'string' && stored.toLowerCase().includes(String(value).toLowerCase());
    return stored === value;
  });
}
