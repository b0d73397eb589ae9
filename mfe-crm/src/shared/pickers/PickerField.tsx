import type { ReactElement } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { ControlProps } from '@agency/ui';
import type { PickerProps } from './SearchPicker';

/** A picker bound to one of a form's id fields: the picked record's id, or '' for none. */
export function PickerField<Values extends FieldValues, Transformed>({
  control,
  name,
  controlProps,
  children,
}: {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  controlProps: ControlProps;
  children: (props: PickerProps) => ReactElement;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) =>
        children({
          control: controlProps,
          initial: null,
          onChange: (record) => field.onChange(record?.id ?? ''),
          onBlur: field.onBlur,
        })
      }
    />
  );
}
