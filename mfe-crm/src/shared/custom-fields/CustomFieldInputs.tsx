import { FieldRow, FormField, Input, Select } from '@agency/ui';
import type { CustomFieldDefinition } from '@agency/contracts';
import type { CustomFieldValuesForm } from './useCustomFieldValues';

/** One input per custom field, by its type (decision 0125): text, number, date, a list of its options, yes/no. */
export function CustomFieldInputs({ form }: { form: CustomFieldValuesForm }) {
  if (form.fields.length === 0) return null;
  return (
    <FieldRow>
      {form.fields.map((field) => (
        <FormField key={field.key} label={field.required ? `${field.label} *` : field.label} error={form.errors[field.key] ? { message: form.errors[field.key] } : undefined}>
          {(control) => <CustomFieldInput field={field} value={form.typed[field.key] ?? ''} onChange={(value) => form.set(field.key, value)} control={control} />}
        </FormField>
      ))}
    </FieldRow>
  );
}

function CustomFieldInput({
  field,
  value,
  onChange,
  control,
}: {
  field: CustomFieldDefinition;
  value: string;
  onChange: (value: string) => void;
  control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };
}) {
  const change = (event: { target: { value: string } }) => onChange(event.target.value);
  switch (field.type) {
    case 'choice':
      return (
        <Select {...control} value={value} onChange={change}>
          <option value="">Not set</option>
          {/* A stored value no longer among the options is shown until another is chosen. */}
          {value && !field.options?.includes(value) && <option value={value}>{value} (no longer an option)</option>}
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      );
    case 'yes-no':
      return (
        <Select {...control} value={value} onChange={change}>
          <option value="">Not set</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </Select>
      );
    case 'date':
      return <Input {...control} type="date" value={value} onChange={change} />;
    case 'number':
      return <Input {...control} type="text" inputMode="decimal" autoComplete="off" value={value} onChange={change} />;
    default:
      return <Input {...control} autoComplete="off" value={value} onChange={change} />;
  }
}
