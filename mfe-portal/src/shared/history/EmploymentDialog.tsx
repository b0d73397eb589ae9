import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { EmploymentInput, type Employment, type ProposedEmployment } from '@agency/contracts';
import { FieldRow, FormDialogFooter, FormField, FormStack, Input, Select, TextArea } from '@agency/ui';
import { blanksToNull, currentYear, MONTHS, numberOrNull } from './dates';
import { EntryDialog, type EntryDialogProps, type EntryFormProps } from './HistoryDialog';
import { useAddEmploymentMutation, useUpdateEmploymentMutation } from '../api/historyApi';
import { TextListInput } from './TextListInput';
import { useReportChange } from './useReportChange';

const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  cursor: pointer;
  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * A new entry starts in January of the current year and ends in December of it (the wizard's defaults, spec
 * section 9). A current role has no end stored; editing one proposes the same default end should it be unticked.
 * One a CV proposed starts from what it found, with what it did not find left empty for the candidate to give.
 */
function valuesOf(entry: Employment | null, draft?: ProposedEmployment | null): EmploymentInput {
  const year = currentYear();
  if (!entry && draft) {
    return {
      organization: draft.organization ?? '',
      role: draft.role,
      // Null when the CV did not say: the field shows empty and the contract's rule asks for it.
      startMonth: draft.startMonth as number,
      startYear: draft.startYear as number,
      endMonth: draft.endMonth,
      endYear: draft.endYear,
      isCurrent: draft.isCurrent,
      keyAchievements: [],
      description: '',
    };
  }
  if (!entry) {
    return {
      organization: '',
      role: '',
      startMonth: 1,
      startYear: year,
      endMonth: 12,
      endYear: year,
      isCurrent: false,
      keyAchievements: [],
      description: '',
    };
  }
  return {
    organization: entry.organization,
    role: entry.role,
    startMonth: entry.startMonth,
    startYear: entry.startYear,
    endMonth: entry.endMonth ?? (entry.isCurrent ? 12 : null),
    endYear: entry.endYear ?? (entry.isCurrent ? year : null),
    isCurrent: entry.isCurrent,
    keyAchievements: entry.keyAchievements,
    description: entry.description ?? '',
  };
}

/**
 * The experience dialog, 'Add Experience' or, given an entry, 'Edit Experience' (spec section 4). The end month
 * and year are hidden while 'This is my current role' is ticked (and not sent); key achievements are added one
 * at a time. Checked with the contract's own rules, saved at once; on failure it stays open with what was typed.
 */
export function EmploymentDialog({ draft, ...props }: EntryDialogProps<Employment> & { draft?: ProposedEmployment | null }) {
  return (
    <EntryDialog
      {...props}
      titles={{ add: 'Add Experience', edit: 'Edit Experience' }}
      form={(form) => <EmploymentForm {...form} draft={draft} />}
    />
  );
}

function EmploymentForm({ label, entry, draft, onDone }: EntryFormProps<Employment> & { draft?: ProposedEmployment | null }) {
  const currentId = useId();
  const [addEmployment] = useAddEmploymentMutation();
  const [updateEmployment] = useUpdateEmploymentMutation();
  const report = useReportChange();
  const {
    control,
    register,
    watch,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(EmploymentInput), defaultValues: valuesOf(entry, draft) });
  const isCurrent = watch('isCurrent');
  // A CV that gave no start month: the candidate chooses one (no month is taken for them).
  const [startMonthMissing] = useState(() => !entry && !!draft && draft.startMonth === null);

  const onSubmit = handleSubmit(async (values) => {
    const sent = blanksToNull(values, ['description']);
    const result = entry ? await updateEmployment({ id: entry.id, entry: sent }) : await addEmployment(sent);
    const saved = report(
      result,
      entry
        ? { success: 'Employment entry updated successfully', failure: 'Failed to update employment entry' }
        : { success: 'Employment entry added successfully', failure: 'Failed to add employment entry' },
    );
    if (saved && result.data) onDone(result.data);
  });

  const number = { setValueAs: numberOrNull };
  const monthOptions = MONTHS.map((month) => (
    <option key={month.value} value={month.value}>
      {month.name}
    </option>
  ));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <FormStack>
        <FormField label="Organization *" error={errors.organization}>
          {(control) => <Input {...control} placeholder="e.g. Acme Ltd" {...register('organization')} />}
        </FormField>
        <FormField label="Role *" error={errors.role}>
          {(control) => <Input {...control} placeholder="e.g. Software Engineer" {...register('role')} />}
        </FormField>
        <FieldRow>
          <FormField label="Start Month *" error={errors.startMonth}>
            {(control) => (
              <Select {...control} {...register('startMonth', number)}>
                {startMonthMissing && <option value="">Choose a month</option>}
                {monthOptions}
              </Select>
            )}
          </FormField>
          <FormField label="Start Year *" error={errors.startYear}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={1900} max={2100} {...register('startYear', number)} />}
          </FormField>
        </FieldRow>
        <CheckRow htmlFor={currentId}>
          <input id={currentId} type="checkbox" {...register('isCurrent')} />
          This is my current role
        </CheckRow>
        {!isCurrent && (
          <FieldRow>
            <FormField label="End Month" error={errors.endMonth}>
              {(control) => (
                <Select {...control} {...register('endMonth', number)}>
                  <option value="">Not given</option>
                  {monthOptions}
                </Select>
              )}
            </FormField>
            <FormField label="End Year" error={errors.endYear}>
              {(control) => <Input {...control} type="number" inputMode="numeric" min={1900} max={2100} {...register('endYear', number)} />}
            </FormField>
          </FieldRow>
        )}
        <Controller
          control={control}
          name="keyAchievements"
          render={({ field }) => (
            <TextListInput
              label="Key Achievements"
              itemName="achievement"
              placeholder="Add an achievement"
              layout="rows"
              items={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
        <FormField label="Description" error={errors.description}>
          {(control) => <TextArea {...control} rows={3} {...register('description')} />}
        </FormField>
      </FormStack>
      <FormDialogFooter
        submitting={isSubmitting}
        label={entry ? 'Update Experience' : 'Add Experience'}
        busyLabel="Saving..."
      />
    </form>
  );
}
