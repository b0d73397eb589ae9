import type { CustomFieldDefinition, CustomFieldEntity, CustomFieldValues } from '@agency/contracts';
import { UserText } from '@agency/ui';
import { formatDay } from '../dates';
import { useGetCustomFieldsQuery } from '../api/customFieldsApi';
import { Facts, RecordCard } from '../records/RecordLayout';

/** A value as a person reads it: a day in words, yes/no, a number with its separators. */
export function customFieldText(field: Pick<CustomFieldDefinition, 'type'>, value: CustomFieldValues[string] | undefined): string {
  if (value === undefined || value === null || value === '') return 'Not set';
  if (field.type === 'yes-no') return value ? 'Yes' : 'No';
  if (field.type === 'number' && typeof value === 'number') return value.toLocaleString('en-GB');
  if (field.type === 'date' && typeof value === 'string') return formatDay(`${value}T12:00:00Z`);
  return String(value);
}

/** The record page's 'Custom Fields' card: every field of the entity with the record's value; nothing when there are none. */
export function CustomFieldsCard({ entity, values }: { entity: CustomFieldEntity; values: CustomFieldValues | null | undefined }) {
  const fields = useGetCustomFieldsQuery(entity).data ?? [];
  if (fields.length === 0) return null;
  return (
    <RecordCard title="Custom Fields">
      <Facts>
        {fields.map((field) => (
          <div key={field.key} style={{ display: 'contents' }}>
            <dt>{field.label}</dt>
            <dd>
              <UserText>{customFieldText(field, values?.[field.key])}</UserText>
            </dd>
          </div>
        ))}
      </Facts>
    </RecordCard>
  );
}
