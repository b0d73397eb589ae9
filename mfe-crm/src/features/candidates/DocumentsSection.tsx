import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { DOCUMENT_TEXT_MESSAGES, type CandidateDocument } from '@agency/contracts';
import {
  ConfirmDeleteDialog,
  FileActions,
  FileEntry,
  FileList,
  FileUpload,
  Muted,
  Skeleton,
  useToast,
} from '@agency/ui';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_UPLOAD_HINT,
  downloadFile,
  fileSizeText,
  useDocumentUpload,
} from '@agency/web-kit/files';
import {
  documentFilePath,
  documentsPath,
  documentUploaded,
  useDeleteCandidateDocumentMutation,
  useGetCandidateDocumentsQuery,
} from '../../shared/api/documentsApi';
import { formatDayAndTime } from '../../shared/dates';
import { failureReason } from '../../shared/forms/errors';
import { useReportResult } from '../../shared/forms/useReportResult';
import { useAppDispatch } from '../../store';

/** Who uploaded it: the team member's name, or the candidate's, said to be theirs. */
const uploader = ({ uploadedBy }: CandidateDocument) =>
  uploadedBy.kind === 'candidate' ? `${uploadedBy.name} (candidate)` : uploadedBy.name;

/**
 * 'Documents (N)' in 'Candidate Details': the candidate's CVs and other files, newest first (name, kind, size,
 * who uploaded it and when, a note when its text could not be read), each downloaded with the staff token or
 * deleted after 'Delete Document' confirms it; and the upload of another with its progress. The staff get
 * the CV's proposal too, but the profile is the candidate's to fill in: it is not offered here.
 */
export function DocumentsSection({ candidateId, documents: given }: { candidateId: string; documents?: CandidateDocument[] }) {
  // The record page hands its documents over (its one request reads them again after a change); the dialog reads them itself.
  const query = useGetCandidateDocumentsQuery(given ? skipToken : candidateId);
  const documents = given ?? query.currentData;
  const isError = !given && query.isError;
  const [deleteDocument, { isLoading: deleting }] = useDeleteCandidateDocumentMutation();
  const { state, upload, cancel } = useDocumentUpload(documentsPath(candidateId));
  const [removing, setRemoving] = useState<CandidateDocument | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const report = useReportResult();
  const { toast } = useToast();

  async function send(file: File) {
    if (!(await upload(file))) return;
    dispatch(documentUploaded(candidateId));
    toast({ title: 'Success', description: 'Document uploaded successfully' });
  }

  async function download(document: CandidateDocument) {
    setDownloading(document.id);
    const { error } = await downloadFile(documentFilePath(candidateId, document.id), document.fileName);
    setDownloading(null);
    if (!error) return;
    const reason = failureReason(error);
    toast({
      title: 'Error',
      description: reason ? `Failed to download document. ${reason}` : 'Failed to download document',
      variant: 'destructive',
    });
  }

  async function remove(document: CandidateDocument) {
    const deleted = report(await deleteDocument({ candidateId, documentId: document.id }), {
      success: { title: 'Success', description: 'Document deleted successfully' },
      failure: { title: 'Error', description: 'Failed to delete document' },
    });
    if (deleted) setRemoving(null);
  }

  return (
    <section aria-label="Documents">
      <h3>{documents ? `Documents (${documents.length})` : 'Documents'}</h3>
      {documents ? (
        documents.length === 0 ? (
          <Muted>No documents uploaded</Muted>
        ) : (
          <FileList aria-label="Documents">
            {documents.map((document) => (
              <FileEntry
                key={document.id}
                name={document.fileName}
                facts={[
                  DOCUMENT_KIND_LABELS[document.kind],
                  fileSizeText(document.size),
                  `Uploaded by ${uploader(document)}`,
                  <time key="when" dateTime={document.createdAt}>
                    {formatDayAndTime(document.createdAt)}
                  </time>,
                ]}
                note={
                  document.textStatus === 'read' ? undefined : DOCUMENT_TEXT_MESSAGES[document.textStatus]
                }
                actions={
                  <FileActions
                    fileName={document.fileName}
                    downloading={downloading === document.id}
                    onDownload={() => void download(document)}
                    onDelete={() => setRemoving(document)}
                  />
                }
              />
            ))}
          </FileList>
        )
      ) : isError ? (
        <Muted>The documents cannot be loaded right now.</Muted>
      ) : (
        <Skeleton $height="3.5rem" aria-busy="true" aria-label="Loading documents" />
      )}
      <div style={{ marginTop: '0.75rem' }}>
        <FileUpload
          label="Upload a document"
          hint={DOCUMENT_UPLOAD_HINT}
          accept={DOCUMENT_ACCEPT}
          uploading={state.phase === 'uploading' ? state : null}
          error={state.phase === 'failed' ? state.message : null}
          onFile={(file) => void send(file)}
          onCancel={cancel}
        />
      </div>
      <ConfirmDeleteDialog
        title="Delete Document"
        name={removing?.fileName ?? null}
        deleting={deleting}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
