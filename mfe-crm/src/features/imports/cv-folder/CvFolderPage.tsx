import { useEffect, useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { CvFolderErrors, type CvFolderBatch, type CvFolderChoice, type CvFolderConfirmAnswer, type CvFolderFile } from '@agency/contracts';
import { Alert, Badge, Button, Card, Heading, Input, Muted, ProgressBar, Select, UserText } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { documentUploadUrl, refusedDocument, uploadFile } from '@agency/web-kit/files';
import { ListPanel } from '../../../shared/panels/ListPanel';
import { ListTable } from '../../../shared/panels/ListTable';
import { useSessionUser } from '../../../shared/session/RequireSession';
import { cvFolderFilesPath, useConfirmCvFolderMutation, useGetCvFolderQuery, useOpenCvFolderMutation } from './cvFolderApi';

const ACCEPT = '.pdf,.docx,.txt,.zip';
/** Files confirmed per request. */
const CONFIRM_CHUNK = 20;
/** Files unread whose review may still create a candidate from a typed name (the rest were not kept). */
const KEPT_UNREAD: readonly string[] = [CvFolderErrors.noText, CvFolderErrors.unreadable];

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Drop = styled.div<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

const PickLabel = styled.label`
  cursor: pointer;
  font-weight: 600;
  text-decoration: underline;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const Why = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Wide enough to read a name, an address or a choice in a row of seven columns. */
const NameInput = styled(Input)`
  min-width: 9rem;
`;
const EmailInput = styled(Input)`
  min-width: 11rem;
`;
const ActionSelect = styled(Select)`
  min-width: 9rem;
  max-width: 13rem;
`;

/** The e-mail over the phone, in one column: seven columns do not fit beside the sidebar. */
const Contact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
  white-space: normal;
`;

type Review = { action: 'create' | 'attach' | 'skip'; name: string; email: string };

/** What a file's row starts as: a new CV is created, a known person's is attached to them, a second copy or an unread file skipped. */
function defaultReview(file: CvFolderFile): Review {
  const name = file.proposal?.name ?? '';
  const email = file.proposal?.email ?? '';
  if (file.status !== 'ready') return { action: 'skip', name, email };
  if (file.duplicate?.candidateId) return { action: 'attach', name, email };
  if (file.duplicate) return { action: 'skip', name, email };
  return { action: 'create', name, email };
}

const reviewable = (file: CvFolderFile) => file.status === 'ready' || (file.status === 'unreadable' && KEPT_UNREAD.includes(file.reason ?? ''));

/**
 * /manage/import/cv-folder: many CVs (or one .zip) are sent, read on the server in the background, then each
 * reviewed (name and e-mail corrected, attached to the person already known, or skipped) before 'Create
 * candidates' creates them (decision 0127).
 */
export function CvFolderPage() {
  const user = useSessionUser();
  if (user.role !== 'manager' && user.role !== 'administrator') {
    return (
      <Card>
        <Muted>{'Access denied. Only managers and administrators can do this.'}</Muted>
      </Card>
    );
  }
  return <CvFolderImport />;
}

function CvFolderImport() {
  const [batchId, setBatchId] = useState<string | null>(null);
  const [sending, setSending] = useState<{ index: number; count: number; fileName: string; share: number } | null>(null);
  const [notSent, setNotSent] = useState<{ fileName: string; message: string }[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [reviews, setReviews] = useState<Record<string, Review>>({});
  const [answer, setAnswer] = useState<CvFolderConfirmAnswer | null>(null);
  const [openBatch] = useOpenCvFolderMutation();
  const [confirm, confirming] = useConfirmCvFolderMutation();
  const [polling, setPolling] = useState(false);
  const query = useGetCvFolderQuery(batchId ?? skipToken, { pollingInterval: polling ? 1_500 : 0 });
  const batch = query.data;
  const reading = !!batch && batch.progress.read < batch.progress.total;
  // Read again every 1.5 s while files go up or are read on the server.
  useEffect(() => setPolling(reading || sending !== null), [reading, sending]);

  async function send(chosen: File[]) {
    if (chosen.length === 0 || sending) return;
    setFailure(null);
    let id = batchId;
    if (!id) {
      const opened = await openBatch({ files: chosen.length });
      if (opened.error) return setFailure(describeError(opened.error));
      id = opened.data.id;
      setBatchId(id);
    }
    for (const [index, file] of chosen.entries()) {
      const refused = refusedDocument(file);
      if (refused) {
        setNotSent((list) => [...list, { fileName: file.name, message: refused }]);
        continue;
      }
      setSending({ index, count: chosen.length, fileName: file.name, share: 0 });
      const sent = await uploadFile({
        url: documentUploadUrl(cvFolderFilesPath(id), file.name),
        file,
        onProgress: ({ loaded, total }) => setSending({ index, count: chosen.length, fileName: file.name, share: total ? loaded / total : 0 }),
      });
      if (sent.error) setNotSent((list) => [...list, { fileName: file.name, message: describeError(sent.error) }]);
    }
    setSending(null);
    void query.refetch();
  }

  const reviewOf = (file: CvFolderFile) => reviews[file.id] ?? defaultReview(file);
  const change = (file: CvFolderFile, changes: Partial<Review>) => setReviews((all) => ({ ...all, [file.id]: { ...reviewOf(file), ...changes } }));
  const open = batch?.files.filter(reviewable) ?? [];
  const missingName = open.some((file) => reviewOf(file).action === 'create' && !reviewOf(file).name.trim());

  async function create(current: CvFolderBatch) {
    const choices: CvFolderChoice[] = current.files.filter(reviewable).map((file) => {
      const review = reviewOf(file);
      if (review.action === 'create') return { fileId: file.id, action: 'create', name: review.name.trim(), email: review.email.trim() };
      if (review.action === 'attach' && file.duplicate?.candidateId) return { fileId: file.id, action: 'attach', candidateId: file.duplicate.candidateId };
      return { fileId: file.id, action: 'skip' };
    });
    // A few at a time: each request is answered in seconds, well within the gateway's wait, however large the folder.
    const answered: CvFolderConfirmAnswer = { created: [], attached: [], skipped: [], refused: [] };
    for (let start = 0; start < choices.length; start += CONFIRM_CHUNK) {
      const result = await confirm({ id: current.id, choices: choices.slice(start, start + CONFIRM_CHUNK) });
      if (result.error) {
        setFailure(describeError(result.error));
        break;
      }
      for (const outcome of ['created', 'attached', 'skipped', 'refused'] as const) answered[outcome].push(...result.data[outcome]);
    }
    setAnswer(answered);
    void query.refetch();
  }

  return (
    <Stack>
      <Card>
        <Stack>
          <Heading as="h2" $size="lg">
            Choose the CVs
          </Heading>
          <Drop
            $dragging={dragging}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event: DragEvent) => {
              event.preventDefault();
              setDragging(false);
              void send([...event.dataTransfer.files]);
            }}
          >
            <Row>
              <HiddenInput
                id="cv-folder-files"
                type="file"
                multiple
                accept={ACCEPT}
                disabled={sending !== null}
                aria-describedby="cv-folder-hint"
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  void send(files);
                }}
              />
              <PickLabel htmlFor="cv-folder-files">Choose files or a .zip</PickLabel>
              <span>or drop them here</span>
            </Row>
            <Muted id="cv-folder-hint">PDF, Word (.docx) or plain text CVs, or one .zip of them; up to 10 MB each and 200 files.</Muted>
            {sending && (
              <Row style={{ width: '100%' }}>
                <span>
                  Sending {sending.index + 1} of {sending.count}: <UserText>{sending.fileName}</UserText>
                </span>
                <ProgressBar label={`Sending ${sending.fileName}`} value={sending.share} />
              </Row>
            )}
            {batch && batch.progress.total > 0 && (
              <Row style={{ width: '100%' }}>
                <span role="status">
                  {reading ? `Reading CVs: ${batch.progress.read} of ${batch.progress.total}` : `All ${batch.progress.total} files read`}
                </span>
                <ProgressBar label="CVs read" value={batch.progress.total ? batch.progress.read / batch.progress.total : 0} />
              </Row>
            )}
          </Drop>
          {notSent.length > 0 && (
            <Alert>
              Not imported:
              <List>
                {notSent.map((entry, index) => (
                  <li key={index}>
                    <UserText>{entry.fileName}</UserText>: {entry.message}
                  </li>
                ))}
              </List>
            </Alert>
          )}
          {failure && <Alert>{failure}</Alert>}
        </Stack>
      </Card>

      {answer && <Summary answer={answer} />}

      {batch && batch.files.length > 0 && (
        <ListPanel
          title={`Review (${batch.files.length})`}
          description="Correct a name or e-mail, attach a CV to the candidate it belongs to, or skip it."
          action={
            <Button onClick={() => void create(batch)} disabled={reading || sending !== null || confirming.isLoading || open.length === 0 || missingName}>
              {confirming.isLoading ? 'Creating…' : 'Create candidates'}
            </Button>
          }
        >
          <ListTable columns={['File', 'Name', 'E-mail and phone', 'Skills', 'Found', 'Action']}>
            {batch.files.map((file) => (
              <FileRow key={file.id} file={file} review={reviewOf(file)} editable={reviewable(file)} onChange={(changes) => change(file, changes)} />
            ))}
          </ListTable>
        </ListPanel>
      )}
    </Stack>
  );
}

const STATUS_LABELS: Partial<Record<CvFolderFile['status'], string>> = { waiting: 'Reading…', created: 'Created', attached: 'Attached', skipped: 'Skipped' };

function FileRow({ file, review, editable, onChange }: { file: CvFolderFile; review: Review; editable: boolean; onChange: (changes: Partial<Review>) => void }) {
  const creating = editable && review.action === 'create';
  const done = STATUS_LABELS[file.status];
  return (
    <tr>
      <td>
        <UserText>{file.fileName}</UserText>
      </td>
      <td>
        {creating ? (
          <>
            <NameInput aria-label={`Name for ${file.fileName}`} value={review.name} onChange={(event) => onChange({ name: event.target.value })} />
            {!review.name.trim() && <Why>Type the candidate's name</Why>}
          </>
        ) : (
          // A created candidate's name is the one the review gave it.
          <UserText>{(file.status === 'created' && review.name) || file.proposal?.name || '—'}</UserText>
        )}
      </td>
      <td>
        <Contact>
          {creating ? (
            <EmailInput aria-label={`E-mail for ${file.fileName}`} type="email" value={review.email} onChange={(event) => onChange({ email: event.target.value })} />
          ) : (
            <UserText>{file.proposal?.email ?? 'No e-mail'}</UserText>
          )}
          <Why>{file.proposal?.phone ? <UserText>{file.proposal.phone}</UserText> : 'No phone'}</Why>
        </Contact>
      </td>
      <td>{file.proposal?.skills.length ? <UserText>{file.proposal.skills.slice(0, 4).join(', ')}</UserText> : '—'}</td>
      <td>
        <Found file={file} />
      </td>
      <td>
        {editable ? (
          <ActionSelect aria-label={`Action for ${file.fileName}`} value={review.action} onChange={(event) => onChange({ action: event.target.value as Review['action'] })}>
            <option value="create">Create</option>
            {file.duplicate?.candidateId && <option value="attach">Attach to {file.duplicate.name}</option>}
            <option value="skip">Skip</option>
          </ActionSelect>
        ) : file.candidateId ? (
          <Link to={`/manage/candidates/${file.candidateId}`}>{done}</Link>
        ) : (
          (done ?? 'Skipped')
        )}
      </td>
    </tr>
  );
}

/** What was found: a duplicate and why, the reason a file was not read, or that the CV is new. */
function Found({ file }: { file: CvFolderFile }) {
  if (file.duplicate) {
    return (
      <span>
        <Badge $variant="secondary">Duplicate</Badge>{' '}
        <Why>
          {file.duplicate.why} as{' '}
          {file.duplicate.candidateId ? (
            <Link to={`/manage/candidates/${file.duplicate.candidateId}`}>
              <UserText>{file.duplicate.name}</UserText>
            </Link>
          ) : (
            <>
              <UserText>{file.duplicate.name}</UserText> in this folder
            </>
          )}
        </Why>
      </span>
    );
  }
  if (file.reason) {
    return (
      <span>
        <Badge $variant="destructive">Not read</Badge> <Why>{file.reason}</Why>
      </span>
    );
  }
  return file.status === 'waiting' ? <Why>Reading…</Why> : <Badge $variant="outline">New</Badge>;
}

function Summary({ answer }: { answer: CvFolderConfirmAnswer }) {
  return (
    <Card role="region" aria-label="Import summary">
      <Stack>
        <Heading as="h2" $size="lg">
          {answer.created.length === 1 ? '1 candidate created' : `${answer.created.length} candidates created`}
        </Heading>
        {answer.created.length > 0 && (
          <List>
            {answer.created.map((outcome) => (
              <li key={outcome.fileId}>
                <Link to={`/manage/candidates/${outcome.candidateId}`}>
                  <UserText>{outcome.name}</UserText>
                </Link>{' '}
                <Why>
                  from <UserText>{outcome.fileName}</UserText>
                </Why>
              </li>
            ))}
          </List>
        )}
        {answer.attached.length > 0 && (
          <div>
            <p>Attached to existing candidates:</p>
            <List>
              {answer.attached.map((outcome) => (
                <li key={outcome.fileId}>
                  <UserText>{outcome.fileName}</UserText> →{' '}
                  <Link to={`/manage/candidates/${outcome.candidateId}`}>
                    <UserText>{outcome.name}</UserText>
                  </Link>
                </li>
              ))}
            </List>
          </div>
        )}
        {answer.skipped.length > 0 && <Muted>{answer.skipped.length === 1 ? '1 file skipped' : `${answer.skipped.length} files skipped`}</Muted>}
        {answer.refused.length > 0 && (
          <Alert>
            Not created (fix them below and create again):
            <List>
              {answer.refused.map((outcome) => (
                <li key={outcome.fileId}>
                  <UserText>{outcome.fileName}</UserText>: {outcome.message}
                </li>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
