import { useState } from 'react';
import { customFieldValuesSchema, type CustomFieldDefinition, type CustomFieldEntity, type CustomFieldValues } from '@agency/contracts';
import { useGetCustomFieldsQuery } from '../api/customFieldsApi';

/** A value as its input holds it: text; yes/no as 'yes', 'no' or '' (not answered). */
const asText = (value: CustomFieldValues[string] | undefined) =>
  value === undefined || value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);

/**
 * The custom fields of a record's form (decision 0125): the entity's fields, what is typed in each, and `checked()`
 * on submit, which answers the values to send (checked by the same rules as the server), or null after showing
 * each field's message. `ready` is false until the fields are in: a form then sends no `customFields`, so the stored
 * values stay as they are.
 */
export function useCustomFieldValues(entity: CustomFieldEntity, stored: CustomFieldValues | null | undefined) {
  const query = useGetCustomFieldsQuery(entity);
  const fields: CustomFieldDefinition[] = query.data ?? [];
  const [typed, setTyped] = useState<Record<string, string>>(() => Object.fromEntries(Object.entries(stored ?? {}).map(([key, value]) => [key, asText(value)])));
  const [errors, setErrors] = useState<Record<string, string>>({});

  function set(key: string, value: string) {
    setTyped((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...others }) => others);
  }

  function checked(): { values: CustomFieldValues | undefined } | null {
    // No fields (or not known yet): nothing to send, and what is stored stays.
    if (!query.data || fields.length === 0) return { values: undefined };
    const sent = Object.fromEntries(fields.map((field) => [field.key, typed[field.key] ?? '']));
    const result = customFieldValuesSchema(fields, { fromText: true }).safeParse(sent);
    if (result.success) return { values: result.data };
    setErrors(Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    return null;
  }

  return { fields, ready: query.data !== undefined, typed, errors, set, checked };
}

export type CustomFieldValuesForm = ReturnType<typeof useCustomFieldValues>;
