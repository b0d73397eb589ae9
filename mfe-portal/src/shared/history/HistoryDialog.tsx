import type { ReactNode } from 'react';
import { FormDialog } from '@agency/ui';

/** What a history list gives its kind's dialog. */
export interface EntryDialogProps<Entry> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to edit; null adds a new one. */
  entry: Entry | null;
}

/** What the dialog gives its kind's form: the form's name (the title), the entry, and how to close. */
export interface EntryFormProps<Entry> {
  label: string;
  entry: Entry | null;
  onDone: () => void;
}

/**
 * A history entry's dialog, titled for adding or, given an entry, editing (spec section 4: the dialog toggles
 * between add and edit mode); `form` is the kind's form.
 */
export function EntryDialog<Entry>({
  open,
  onOpenChange,
  entry,
  titles,
  form,
}: EntryDialogProps<Entry> & {
  titles: { add: string; edit: string };
  form: (props: EntryFormProps<Entry>) => ReactNode;
}) {
  const title = entry ? titles.edit : titles.add;
  return (
    <FormDialog open={open} onClose={() => onOpenChange(false)} title={title}>
      {form({ label: title, entry, onDone: () => onOpenChange(false) })}
    </FormDialog>
  );
}
