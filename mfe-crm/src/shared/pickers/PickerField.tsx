import type { ComponentType } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@agency/ui';
import type { PickerProps } from './SearchPicker';

/**
 * A labelled picker bound to one of a form's id fields (the picked record's id, or '' for none), with its
 * validation message under it: `<PickerField label="Candidate *" picker={CandidatePicker} … />`.
 */
export function PickerField<Values extends FieldValues, Transformed>({
  label,
  error,
  control,
  name,
  picker: Picker,
}: {
  label: string;
  error: { message?: string } | undefined;
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  picker: ComponentType<PickerProps>;
}) {
  return (
    <FormField label={label} error={error}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Picker
              control={controlProps}
              initial={null}
              onChange={(record) => field.onChange(record?.id ?? '')}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
}
