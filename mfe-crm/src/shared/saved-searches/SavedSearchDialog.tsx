import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX, SavedSearchAlert, type SavedSearch } from '@agency/contracts';
import { FormDialog, FormDialogFooter, FormField, FormStack, Input, Select } from '@agency/ui';
import { useReportResult } from '../forms/useReportResult';
import { useAddSavedSearchMutation, useUpdateSavedSearchMutation } from './savedSearchesApi';

const SearchForm = z.object({
  name: z.string().trim().min(1, 'Give the search a name.').max(SAVED_SEARCH_NAME_MAX, `Up to ${SAVED_SEARCH_NAME_MAX} characters.`),
  shared: z.boolean(),
  alert: SavedSearchAlert,
});

export const ALERT_LABELS: Record<SavedSearchAlert, string> = {
  off: 'No e-mail',
  daily: 'Once a day: the new matches each morning',
  instant: 'At once: new matches within a minute',
};

/**
 * 'Save search' (a new one, with the list's current `query`) and 'Edit' of one's own (`search`): its name, whether
 * the team sees it, and its alert e-mail.
 */
export function SavedSearchDialog({ open, onClose, query, search }: { open: boolean; onClose: () => void; query?: string; search?: SavedSearch }) {
  const [add] = useAddSavedSearchMutation();
  const [update] = useUpdateSavedSearchMutation();
  const report = useReportResult();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(SearchForm), defaultValues: { name: search?.name ?? '', shared: search?.shared ?? false, alert: search?.alert ?? 'off' } });
  const title = search ? 'Edit Saved Search' : 'Save Search';
  const onSubmit = handleSubmit(async (fields) => {
    const saved = search
      ? report(await update({ id: search.id, changes: fields }), { success: { title: 'Saved search updated' }, failure: 'Error updating saved search' })
      : report(await add({ ...fields, query: query ?? '' }), { success: { title: 'Search saved', description: fields.name }, failure: 'Error saving search' });
    if (saved) onClose();
  });
  return (
    <FormDialog open={open} onClose={onClose} title={title} description={search ? undefined : 'Keep this search and its filters to run it again from the sidebar.'}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <FormStack>
          <FormField label="Name *" error={errors.name}>
            {(controlProps) => <Input {...controlProps} autoComplete="off" {...register('name')} />}
          </FormField>
          <FormField label="E-mail me new matches" error={errors.alert}>
            {(controlProps) => (
              <Select {...controlProps} {...register('alert')}>
                {SavedSearchAlert.options.map((alert) => (
                  <option key={alert} value={alert}>
                    {ALERT_LABELS[alert]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <label>
            <input type="checkbox" {...register('shared')} /> Share with the team
          </label>
        </FormStack>
        <FormDialogFooter submitting={isSubmitting} label={search ? 'Save Changes' : 'Save Search'} busyLabel="Saving..." />
      </form>
    </FormDialog>
  );
}
