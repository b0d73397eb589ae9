import { useState, type ComponentType, type ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import { Alert, Button, Muted, Skeleton } from '@agency/ui';
import type { RequestError } from '@agency/web-kit';
import { describeError } from '@agency/web-kit';
import type { EntryDialogProps } from './HistoryDialog';
import { EmptyNote, Entries, EntryActions, EntryCard, ListHead } from './HistoryLayout';
import { useReportChange, type MutationResult } from './useReportChange';

/** What a history list says, in its kind's words. */
export interface HistoryListTexts {
  hint: string;
  /** The add button's text. */
  add: string;
  loading: string;
  loadFailure: string;
  empty: string;
  /** The list's accessible name. */
  list: string;
  deleted: { success: string; failure: string };
}

/**
 * A list of history entries (education, work experience) with Edit and Delete on each, and an add button; the
 * kind's one dialog opens in add or edit mode. Every change is saved at once. The kind gives its texts, how an
 * entry reads (`children`) and is named on its buttons (`nameOf`), its dialog and its delete call.
 */
export function HistoryList<Entry extends { id: string }>({
  entries: { data: entries, isLoading, error },
  remove,
  texts,
  nameOf,
  EntryDialog,
  children: describe,
}: {
  entries: { data?: Entry[]; isLoading: boolean; error?: RequestError | SerializedError };
  remove: (entry: Entry) => PromiseLike<MutationResult>;
  texts: HistoryListTexts;
  nameOf: (entry: Entry) => string;
  EntryDialog: ComponentType<EntryDialogProps<Entry>>;
  children: (entry: Entry) => ReactNode;
}) {
  const [dialog, setDialog] = useState<{ entry: Entry | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const report = useReportChange();

  async function removeEntry(entry: Entry) {
    setDeleting(entry.id);
    report(await remove(entry), texts.deleted);
    setDeleting(null);
  }

  return (
    <div>
      <ListHead>
        <Muted>{texts.hint}</Muted>
        <Button $variant="outline" onClick={() => setDialog({ entry: null })}>
          {texts.add}
        </Button>
      </ListHead>
      {isLoading ? (
        <Skeleton $height="4.5rem" role="status" aria-label={texts.loading} />
      ) : error ? (
        <Alert>
          {texts.loadFailure} {describeError(error)}
        </Alert>
      ) : !entries?.length ? (
        <EmptyNote>{texts.empty}</EmptyNote>
      ) : (
        <Entries aria-label={texts.list}>
          {entries.map((entry) => {
            const name = nameOf(entry);
            return (
              <EntryCard key={entry.id}>
                {describe(entry)}
                <EntryActions>
                  <Button
                    $variant="ghost"
                    $size="sm"
                    aria-label={`Edit ${name}`}
                    onClick={() => setDialog({ entry })}
                  >
                    Edit
                  </Button>
                  <Button
                    $variant="destructive"
                    $size="sm"
                    aria-label={`Delete ${name}`}
                    disabled={deleting === entry.id}
                    onClick={() => removeEntry(entry)}
                  >
                    {deleting === entry.id ? 'Deleting...' : 'Delete'}
                  </Button>
                </EntryActions>
              </EntryCard>
            );
          })}
        </Entries>
      )}
      <EntryDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        entry={dialog?.entry ?? null}
      />
    </div>
  );
}
