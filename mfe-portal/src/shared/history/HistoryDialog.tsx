import type { ReactNode } from 'react';
import { FormDialog } from '@agency/ui';

/** What a history list gives its kind's dialog. */
export interface EntryDialogProps<Entry> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to edit; null adds a new one. */
  entry: Entry | null;
  /** Told of the entry once it is saved (before the dialog closes). */
  onSaved?: (saved: Entry) => void;
}

/**
 * What the dialog gives its kind's form: the form's name (the title), the entry, and how to close; `onDone`
 * is called with the saved entry.
 */
export interface EntryFormProps<Entry> {
  label: string;
  entry: Entry | null;
  onDone: (saved: Entry) => void;
}

/**
 * A history entry's dialog, titled for adding or, given an entry, editing (spec section 4: the dialog toggles
 * between add and edit mode); `form` is the kind's form.
 */
export function EntryDialog<Entry>({
  open,
  onOpenChange,
  entry,
  onSaved,
  titles,
  form,
}: EntryDialogProps<Entry> & {
  titles: { add: string; edit: string };
  form: (props: EntryFormProps<Entry>) => ReactNode;
}) {
  const title = entry ? titles.edit : titles.add;
  return (
    <FormDialog open={open} onClose={() => onOpenChange(false)} title={title}>
      {form({
        label: title,
        entry,
        onDone: (saved) => {
          onSaved?.(saved);
          onOpenChange(false);
        },
      })}
    </FormDialog>
  );
}
