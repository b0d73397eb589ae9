import type { ComponentType } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@agency/ui';
import type { Picked, PickerProps } from './SearchPicker';

/**
 * A labelled picker bound to one of a form's id fields (the picked record's id, or '' for none), with its
 * validation message under it: `<PickerField label="Candidate *" picker={CandidatePicker} … />`. `initial`:
 * the record already linked when an edit form opens.
 */
export function PickerField<Values extends FieldValues, Transformed>({
  label,
  error,
  control,
  name,
  picker: Picker,
  initial = null,
}: {
  label: string;
  error: { message?: string } | undefined;
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  picker: ComponentType<PickerProps>;
  initial?: Picked | null;
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
              initial={initial}
              onChange={(record) => field.onChange(record?.id ?? '')}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
}
