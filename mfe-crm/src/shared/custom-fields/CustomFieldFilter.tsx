import { useId } from 'react';
import styled from 'styled-components';
import type { CustomFieldEntity } from '@agency/contracts';
import { Input, Select } from '@agency/ui';
import { useGetCustomFieldsQuery } from '../api/customFieldsApi';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  select,
  input {
    width: auto;
    min-width: 0;
    max-width: 100%;
  }
`;

export interface CustomFieldChoice {
  key: string;
  value: string;
}

/**
 * A list's filter by one custom field (decision 0125): the field, then its value (a list of the options, yes/no, a
 * day, a number, or text found anywhere in the field). Nothing when the entity has no fields.
 */
export function CustomFieldFilter({
  entity,
  value,
  onChange,
}: {
  entity: CustomFieldEntity;
  value: CustomFieldChoice | null;
  onChange: (value: CustomFieldChoice | null) => void;
}) {
  const id = useId();
  const fields = useGetCustomFieldsQuery(entity).data ?? [];
  if (fields.length === 0) return null;
  const field = fields.find((each) => each.key === value?.key);
  const setValue = (text: string) => onChange(field ? { key: field.key, value: text } : null);
  const valueLabel = field ? `${field.label} is` : '';
  return (
    <Row role="group" aria-label="Filter by a custom field">
      <Select
        id={`${id}-field`}
        aria-label="Custom field"
        value={field?.key ?? ''}
        onChange={(event) => onChange(event.target.value ? { key: event.target.value, value: '' } : null)}
      >
        <option value="">Any custom field</option>
        {fields.map((each) => (
          <option key={each.key} value={each.key}>
            {each.label}
          </option>
        ))}
      </Select>
      {field?.type === 'choice' || field?.type === 'yes-no' ? (
        <Select aria-label={valueLabel} value={value?.value ?? ''} onChange={(event) => setValue(event.target.value)}>
          <option value="">Any</option>
          {(field.type === 'choice' ? (field.options ?? []) : ['Yes', 'No']).map((option) => (
            <option key={option} value={field.type === 'yes-no' ? option.toLowerCase() : option}>
              {option}
            </option>
          ))}
        </Select>
      ) : field ? (
        <Input
          aria-label={valueLabel}
          type={field.type === 'date' ? 'date' : 'text'}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          placeholder={field.type === 'text' ? 'Contains…' : undefined}
          value={value?.value ?? ''}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : null}
    </Row>
  );
}

/** The filter to send: a field with a value; a field chosen without one filters nothing yet. */
export const customFieldFilterOf = (choice: CustomFieldChoice | null) => (choice && choice.value.trim() ? { key: choice.key, value: choice.value.trim() } : null);
