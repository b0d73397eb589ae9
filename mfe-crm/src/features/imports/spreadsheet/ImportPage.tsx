import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { IMPORT_LIMITS, ImportEntity, ImportJob, type ImportDuplicates, type ImportPreview, type ImportSettings } from '@agency/contracts';
import { Alert, Badge, Button, Card, Heading, Label, Muted, ProgressBar, Select, UserText } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { downloadFile, uploadFile } from '@agency/web-kit/files';
import { ListPanel } from '../../../shared/panels/ListPanel';
import { ListTable } from '../../../shared/panels/ListTable';
import { useSessionUser } from '../../../shared/session/RequireSession';
import {
  importUploadPath,
  refusedRowsPath,
  useChangeImportSettingsMutation,
  useGetImportPreviewQuery,
  useGetImportQuery,
  useListImportsQuery,
  useStartImportMutation,
  useUndoImportMutation,
} from './importApi';

/** What can be imported here (decision 0123). */
const WHAT: { entity: ImportEntity; label: string }[] = [
  { entity: 'candidates', label: 'Candidates' },
  { entity: 'employers', label: 'Employers with their contacts' },
  { entity: 'job-roles', label: 'Job roles' },
];
/** What makes a row a duplicate of a stored record, by what is imported (decision 0123). */
const MATCH: Record<ImportEntity, string> = {
  candidates: 'A match: the same e-mail, else the same phone, else the same name and location.',
  employers: 'A match: the same company name (Ltd, Inc… ignored), else a contact e-mail or the website in common.',
  'job-roles': 'A match: a role of the same employer with the same title.',
};
const DUPLICATES: { value: ImportDuplicates; label: string }[] = [
  { value: 'skip', label: 'Skip them' },
  { value: 'update', label: 'Update the existing record' },
  { value: 'import', label: 'Import them anyway' },
];
const ACTIVE: readonly ImportJob['status'][] = ['queued', 'running', 'undoing'];
const STATUS: Record<ImportJob['status'], string> = { draft: 'Not started', queued: 'Waiting', running: 'Running', done: 'Done', undoing: 'Undoing', undone: 'Undone' };

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;
/** The bar's own row: in the column of the card it would grow tall instead of wide. */
const BarRow = styled.div`
  display: flex;
  width: 100%;
`;
const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

/**
 * Import at /manage/import (decision 0123): choose what, upload a CSV or .xlsx, map its columns, see the preview
 * and the refused rows, choose what duplicates do, start; the import runs on the server, so its progress is
 * found again after a reload (the address keeps it, and a running import is looked up when it does not).
 */
export function ImportPage() {
  const user = useSessionUser();
  if (user.role !== 'manager' && user.role !== 'administrator') {
    return (
      <Card>
        <Muted>Access denied. Only managers and administrators can do this.</Muted>
      </Card>
    );
  }
  return <Imports />;
}

function Imports() {
  const [params, setParams] = useSearchParams();
  const entity = ImportEntity.safeParse(params.get('what')).data ?? 'candidates';
  const id = params.get('import');
  const imports = useListImportsQuery(entity);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<{ fileName: string; share: number } | null>(null);

  const choose = (next: { what?: ImportEntity; import?: string | null }) => {
    const what = next.what ?? entity;
    const chosen = next.import === undefined ? id : next.import;
    setParams(chosen ? { what, import: chosen } : { what }, { replace: false });
  };

  // After a reload without the import in the address: the one still running, if any.
  const running = imports.data?.items.find((job) => ACTIVE.includes(job.status));
  useEffect(() => {
    if (!id && running) setParams({ what: entity, import: running.id }, { replace: true });
  }, [id, running, entity, setParams]);

  async function send(file: File) {
    setFailure(null);
    setSending({ fileName: file.name, share: 0 });
    const sent = await uploadFile({
      url: importUploadPath(entity, file.name),
      file,
      onProgress: ({ loaded, total }) => setSending({ fileName: file.name, share: total ? loaded / total : 0 }),
    });
    setSending(null);
    if (sent.error) return setFailure(describeError(sent.error));
    const job = ImportJob.safeParse(sent.data);
    if (job.success) choose({ import: job.data.id });
    void imports.refetch();
  }

  return (
    <Stack>
      <Card>
        <Stack>
          <Heading as="h2" $size="lg">
            Import a spreadsheet
          </Heading>
          <Row>
            <Label htmlFor="import-what">What to import</Label>
            <Select id="import-what" value={entity} onChange={(event) => choose({ what: event.target.value as ImportEntity, import: null })}>
              {WHAT.map((option) => (
                <option key={option.entity} value={option.entity}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Row>
          <Row>
            <Label htmlFor="import-file">File</Label>
            <input
              id="import-file"
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={sending !== null}
              aria-describedby="import-hint"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void send(file);
              }}
            />
          </Row>
          <Muted id="import-hint">
            A CSV or an Excel workbook (.xlsx) with the column names in its first row; up to 10 MB and {IMPORT_LIMITS.maxRows.toLocaleString('en-GB')} rows.
            {entity === 'employers' && " One row per employer; its contacts in columns 'Contact 1 name', 'Contact 1 email', 'Contact 1 phone', 'Contact 1 title', then 'Contact 2 …' (up to three)."}
            {entity === 'job-roles' && ' One row per job role, naming its employer by company name: import the employers first.'}
          </Muted>
          {sending && (
            <BarRow>
              <ProgressBar label={`Sending ${sending.fileName}`} value={sending.share} />
            </BarRow>
          )}
          {failure && <Alert>{failure}</Alert>}
          <Row>
            <Link to="/manage/import/cv-folder">Import a folder of CVs</Link>
            <Link to="/manage/duplicates">Find and merge duplicates</Link>
          </Row>
        </Stack>
      </Card>

      {id && <CurrentImport key={id} entity={entity} id={id} onChanged={() => void imports.refetch()} />}

      <ListPanel title="Past imports" description="The latest imports of this kind, newest first." action={null}>
        {imports.data && imports.data.items.length === 0 ? (
          <Muted>No imports yet.</Muted>
        ) : (
          <ListTable columns={['File', 'Started by', 'When', 'Status', 'Created', 'Updated', 'Skipped', 'Refused']}>
            {imports.data?.items.map((job) => (
              <tr key={job.id}>
                <td>
                  <Link to={`/manage/import?what=${job.entity}&import=${job.id}`}>
                    <UserText>{job.fileName}</UserText>
                  </Link>
                </td>
                <td>
                  <UserText>{job.createdBy.name ?? ''}</UserText>
                </td>
                <td>{new Date(job.createdAt).toLocaleString('en-GB')}</td>
                <td>{STATUS[job.status]}</td>
                <td>{job.counts.created}</td>
                <td>{job.counts.updated}</td>
                <td>{job.counts.skipped}</td>
                <td>{job.counts.refused}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListPanel>
    </Stack>
  );
}

function CurrentImport({ entity, id, onChanged }: { entity: ImportEntity; id: string; onChanged: () => void }) {
  const [polling, setPolling] = useState(0);
  const query = useGetImportQuery({ entity, id }, { pollingInterval: polling });
  const job = query.data;
  const active = job ? ACTIVE.includes(job.status) : false;
  useEffect(() => {
    setPolling(active ? 1000 : 0);
    if (job && !active) onChanged();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a change of status only
  }, [active, job?.status]);

  if (query.error) return <Alert>{describeError(query.error)}</Alert>;
  if (!job) return <Muted aria-busy="true">Loading…</Muted>;
  if (job.status === 'draft') return <Mapping entity={entity} job={job} onStarted={() => void query.refetch()} />;
  return <Progress entity={entity} job={job} onUndone={() => void query.refetch()} />;
}

function Mapping({ entity, job, onStarted }: { entity: ImportEntity; job: ImportJob; onStarted: () => void }) {
  const loaded = useGetImportPreviewQuery({ entity, id: job.id });
  const [change, changed] = useChangeImportSettingsMutation();
  const [start, starting] = useStartImportMutation();
  const [settings, setSettings] = useState<ImportSettings>(job.settings);
  const [failure, setFailure] = useState<string | null>(null);
  const preview: ImportPreview | undefined = changed.data ?? loaded.data;

  async function update(next: ImportSettings) {
    setSettings(next);
    setFailure(null);
    const answer = await change({ entity, id: job.id, settings: next });
    if (answer.error) setFailure(describeError(answer.error));
  }

  async function run() {
    setFailure(null);
    const answer = await start({ entity, id: job.id, settings });
    if (answer.error) return setFailure(describeError(answer.error));
    onStarted();
  }

  if (loaded.error) return <Alert>{describeError(loaded.error)}</Alert>;
  if (!preview) return <Muted aria-busy="true">Reading the file…</Muted>;
  const targets = preview.targets;
  const shownFields = settings.mapping.filter((field): field is string => field !== null);
  const labelOf = (field: string) => targets.find((target) => target.field === field)?.label ?? field;

  return (
    <Stack>
      <ListPanel
        title={
          <>
            Columns of <UserText>{job.fileName}</UserText> ({job.totalRows.toLocaleString('en-GB')} rows)
          </>
        }
        description="Each column of the file beside the field it goes to. Suggested from the column names; change any by hand."
        action={null}
      >
        <ListTable columns={['Column in the file', 'Our field']}>
          {job.columns.map((column, index) => (
            <tr key={index}>
              <td>
                <UserText>{column}</UserText>
              </td>
              <td>
                <Select
                  aria-label={`Field for ${column}`}
                  value={settings.mapping[index] ?? ''}
                  onChange={(event) => {
                    const mapping = settings.mapping.map((field, at) => (at === index ? event.target.value || null : field === event.target.value ? null : field));
                    void update({ ...settings, mapping });
                  }}
                >
                  <option value="">Not imported</option>
                  {targets.map((target) => (
                    <option key={target.field} value={target.field}>
                      {target.label}
                      {target.required ? ' (required)' : ''}
                    </option>
                  ))}
                </Select>
              </td>
            </tr>
          ))}
        </ListTable>
      </ListPanel>

      <ListPanel title="Preview" description={`The first ${preview.rows.length} rows as they will be stored.`} action={null}>
        {shownFields.length === 0 ? (
          <Muted>No column is imported.</Muted>
        ) : (
          <ListTable columns={shownFields.map(labelOf)}>
            {preview.rows.map((row, index) => (
              <tr key={index}>
                {shownFields.map((field) => (
                  <td key={field}>
                    <UserText>{shown(row, field)}</UserText>
                  </td>
                ))}
              </tr>
            ))}
          </ListTable>
        )}
      </ListPanel>

      <ListPanel
        title={`Rows that would be refused (${preview.refusedRows})`}
        description={preview.refusedRows > preview.refused.length ? `The first ${preview.refused.length} are listed.` : 'Fix them in the file and import it again, or go on without them.'}
        action={null}
      >
        {preview.refused.length === 0 ? (
          <Muted>None: every row can be imported.</Muted>
        ) : (
          <ListTable columns={['Row', 'Field', 'Reason']}>
            {preview.refused.map((refusal, index) => (
              <tr key={index}>
                <td>{refusal.row}</td>
                <td>{labelOf(refusal.field)}</td>
                <td>
                  <UserText>{refusal.message}</UserText>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListPanel>

      <Card>
        <Stack>
          <Row>
            <Label htmlFor="import-duplicates">Rows that match an existing record</Label>
            <Select id="import-duplicates" value={settings.duplicates} onChange={(event) => void update({ ...settings, duplicates: event.target.value as ImportDuplicates })}>
              {DUPLICATES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Row>
          <Muted>
            {MATCH[entity]}
            {entity === 'candidates' && ' Imported candidates are not e-mailed.'}
          </Muted>
          {failure && <Alert>{failure}</Alert>}
          <Row>
            <Button onClick={() => void run()} disabled={starting.isLoading || changed.isLoading}>
              {starting.isLoading ? 'Starting…' : 'Start import'}
            </Button>
          </Row>
        </Stack>
      </Card>
    </Stack>
  );
}

/** A stored value as text: lists joined, contacts by name, custom fields (`customFields.<key>`) from the row's values, yes/no as words. */
function shown(row: Record<string, unknown>, field: string): string {
  if (field.startsWith('customFields.')) {
    const value = (row.customFields as Record<string, unknown> | undefined)?.[field.slice('customFields.'.length)];
    return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value === undefined || value === null ? '' : String(value);
  }
  const contact = /^contact(\d)(Name|JobTitle|Email|Phone)$/.exec(field);
  if (contact) {
    const entry = (row.contacts as Record<string, unknown>[] | undefined)?.[Number(contact[1]) - 1];
    const key = contact[2]![0]!.toLowerCase() + contact[2]!.slice(1);
    return entry ? String(entry[key] ?? '') : '';
  }
  const value = row[field];
  if (Array.isArray(value)) return value.join(', ');
  return value === undefined || value === null ? '' : String(value);
}

function Progress({ entity, job, onUndone }: { entity: ImportEntity; job: ImportJob; onUndone: () => void }) {
  const [undo, undoing] = useUndoImportMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const share = job.totalRows ? job.processedRows / job.totalRows : 0;
  const running = job.status === 'queued' || job.status === 'running';

  async function download() {
    setFailure(null);
    const answer = await downloadFile(refusedRowsPath(entity, job.id), `refused-rows-${job.fileName.replace(/\.(csv|xlsx)$/i, '')}.csv`);
    if (answer.error) setFailure(describeError(answer.error));
  }

  return (
    <Card>
      <Stack>
        <Row>
          <Heading as="h2" $size="lg">
            <UserText>{job.fileName}</UserText>
          </Heading>
          <Badge>{STATUS[job.status]}</Badge>
        </Row>
        {running && (
          <>
            <span role="status">
              Importing: {job.processedRows.toLocaleString('en-GB')} of {job.totalRows.toLocaleString('en-GB')} rows
            </span>
            <BarRow>
              <ProgressBar label="Rows imported" value={share} />
            </BarRow>
            <Muted>The import goes on on the server: you may leave this page and come back.</Muted>
          </>
        )}
        <Counts aria-label="Import report">
          <div>
            <dt>Created</dt>
            <dd>{job.counts.created}</dd>
          </div>
          <div>
            <dt>Updated</dt>
            <dd>{job.counts.updated}</dd>
          </div>
          <div>
            <dt>Skipped as duplicates</dt>
            <dd>{job.counts.skipped}</dd>
          </div>
          <div>
            <dt>Refused</dt>
            <dd>{job.counts.refused}</dd>
          </div>
        </Counts>
        {job.status === 'undoing' && <span role="status">Undoing the import…</span>}
        {job.undone && (
          <Muted role="status">
            Undone: {job.undone.removed} records removed{job.undone.kept > 0 ? `, ${job.undone.kept} kept because they were changed since` : ''}.
          </Muted>
        )}
        {failure && <Alert>{failure}</Alert>}
        {!running && (
          <Row>
            {job.counts.refused > 0 && (
              <Button $variant="outline" onClick={() => void download()}>
                Download refused rows
              </Button>
            )}
            {job.status === 'done' && (
              <Button
                $variant="outline"
                disabled={undoing.isLoading}
                onClick={async () => {
                  if (!window.confirm('Undo this import? The records it created are removed, unless someone changed them since.')) return;
                  const answer = await undo({ entity, id: job.id });
                  if (answer.error) return setFailure(describeError(answer.error));
                  onUndone();
                }}
              >
                Undo import
              </Button>
            )}
          </Row>
        )}
      </Stack>
    </Card>
  );
}
