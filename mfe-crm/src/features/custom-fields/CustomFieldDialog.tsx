import { useState } from 'react';
import styled from 'styled-components';
import {
  CustomFieldDefinitionInput,
  CustomFieldDefinitionUpdate,
  CustomFieldLimit,
  CustomFieldType,
  customFieldTypeLabels,
  type CustomFieldDefinition,
  type CustomFieldEntity,
} from '@agency/contracts';
import { FormDialog, FormDialogFooter, FormField, FormStack, Input, TextArea } from '@agency/ui';
import { OptionSelect } from '../../shared/forms/OptionSelect';
import { useReportResult } from '../../shared/forms/useReportResult';
import { useAddCustomFieldMutation, useUpdateCustomFieldMutation } from '../../shared/api/customFieldsApi';

const Required = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  input {
    width: 1rem;
    height: 1rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const TYPE_OPTIONS = CustomFieldType.options.map((type) => ({ value: type, label: customFieldTypeLabels[type] }));
/** A key from the label: 'Notice period' → notice_period. */
const keyOf = (label: string) =>
  label
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, CustomFieldLimit.keyLength);

/** 'Add Field' and 'Edit Field': the label, key and type of a new field (key and type never change), its options, whether required. */
export function CustomFieldDialog({
  entity,
  open,
  field,
  onClose,
}: {
  entity: CustomFieldEntity;
  open: boolean;
  field: CustomFieldDefinition | null;
  onClose: () => void;
}) {
  const title = field ? 'Edit Field' : 'Add Field';
  return (
    <FormDialog open={open} onClose={onClose} title={title} description={field ? field.label : undefined}>
      {open && <CustomFieldForm key={field?.id ?? 'new'} entity={entity} field={field} onDone={onClose} />}
    </FormDialog>
  );
}

function CustomFieldForm({ entity, field, onDone }: { entity: CustomFieldEntity; field: CustomFieldDefinition | null; onDone: () => void }) {
  const [addField, { isLoading: adding }] = useAddCustomFieldMutation();
  const [updateField, { isLoading: updating }] = useUpdateCustomFieldMutation();
  const report = useReportResult();
  const [label, setLabel] = useState(field?.label ?? '');
  const [key, setKey] = useState(field?.key ?? '');
  const [keyTyped, setKeyTyped] = useState(false);
  const [type, setType] = useState<CustomFieldType>(field?.type ?? 'text');
  const [options, setOptions] = useState(field?.options?.join('\n') ?? '');
  const [required, setRequired] = useState(field?.required ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const optionList = type === 'choice' ? options.split('\n').map((option) => option.trim()).filter(Boolean) : undefined;
    const checked = field
      ? CustomFieldDefinitionUpdate.safeParse({ label, options: optionList, required })
      : CustomFieldDefinitionInput.safeParse({ key, label, type, options: optionList, required });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? 'label'), issue.message])));
      return;
    }
    setErrors({});
    const result = field
      ? await updateField({ entity, id: field.id, changes: { label, options: optionList, required } })
      : await addField({ entity, field: { key, label, type, options: optionList, required } });
    const saved = report(result, {
      success: { title: field ? 'Field saved' : 'Field added', description: `${label} is on the forms and record pages` },
      failure: field ? 'Error saving field' : 'Error adding field',
    });
    if (saved) onDone();
  }

  const error = (name: string) => (errors[name] ? { message: errors[name] } : undefined);
  return (
    <form onSubmit={submit} noValidate aria-label={field ? 'Edit Field' : 'Add Field'}>
      <FormStack>
        <FormField label="Label *" error={error('label')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={label}
              maxLength={CustomFieldLimit.labelLength}
              onChange={(event) => {
                setLabel(event.target.value);
                if (!field && !keyTyped) setKey(keyOf(event.target.value));
              }}
            />
          )}
        </FormField>
        <FormField label="Key *" error={error('key')} hint={field ? 'The key never changes: imports and exports use it.' : 'Lower-case letters, digits and _; imports and exports use it.'}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={key}
              disabled={field !== null}
              onChange={(event) => {
                setKey(event.target.value);
                setKeyTyped(true);
              }}
            />
          )}
        </FormField>
        <FormField label="Type" error={error('type')} hint={field ? 'The type never changes.' : undefined}>
          {(control) => (
            <OptionSelect {...control} options={TYPE_OPTIONS} value={type} disabled={field !== null} onChange={(event) => setType(event.target.value as CustomFieldType)} />
          )}
        </FormField>
        {type === 'choice' && (
          <FormField label="Options *" error={error('options')} hint="One per line.">
            {(control) => <TextArea {...control} rows={4} value={options} onChange={(event) => setOptions(event.target.value)} />}
          </FormField>
        )}
        <Required>
          <input type="checkbox" checked={required} onChange={(event) => setRequired(event.target.checked)} />
          Required on new records and when they are edited
        </Required>
      </FormStack>
      <FormDialogFooter submitting={adding || updating} label={field ? 'Save Field' : 'Add Field'} busyLabel="Saving..." />
    </form>
  );
}
