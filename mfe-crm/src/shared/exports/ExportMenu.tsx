import { useState } from 'react';
import type { ExportFormat, ExportedList } from '@agency/contracts';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, useToast } from '@agency/ui';
import { downloadFile } from '@agency/web-kit/files';
import { failureReason } from '../forms/errors';

/** The query a list screen sends: its search and filters (empty ones are left out). */
export type ExportQuery = Record<string, string | number | null | undefined>;

/** `GET /api/<list>/export` with the screen's own search and filters (decision 0124). */
export function exportPath(list: ExportedList, query: ExportQuery, format: ExportFormat): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  params.set('format', format);
  return `/api/${list}/export?${params}`;
}

/**
 * 'Export' on a list screen: 'Export CSV' or 'Export Excel' of every row the screen's search and filters select,
 * all pages. Fetched with the staff token (a bare link could not carry it) and saved under the server's name.
 */
export function ExportMenu({ list, query }: { list: ExportedList; query: ExportQuery }) {
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();

  async function save(format: ExportFormat) {
    setBusy(true);
    const { error } = await downloadFile(exportPath(list, query, format), `${list}-${new Date().toISOString().slice(0, 10)}.${format}`);
    setBusy(false);
    if (!error) return;
    const reason = failureReason(error);
    toast({ title: 'Error', description: reason ? `Failed to export. ${reason}` : 'Failed to export', variant: 'destructive' });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button $variant="outline" disabled={busy}>
          {busy ? 'Exporting…' : 'Export'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => void save('csv')}>Export CSV</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void save('xlsx')}>Export Excel</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
