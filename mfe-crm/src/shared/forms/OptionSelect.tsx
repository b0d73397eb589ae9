import type { ComponentProps } from 'react';
import { Select } from '@agency/ui';

export interface Option {
  value: string;
  label: string;
}

/** A native select over a fixed list of options (an enumeration of the spec), usable with register(). */
export function OptionSelect({
  options,
  ...props
}: ComponentProps<typeof Select> & { options: readonly Option[] }) {
  return (
    <Select {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
