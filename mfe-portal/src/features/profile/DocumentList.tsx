import { useState } from 'react';
import { DOCUMENT_TEXT_MESSAGES, type CandidateDocument } from '@agency/contracts';
import {
  Alert,
  ConfirmDeleteDialog,
  FileActions,
  FileEntry,
  FileList,
  Muted,
  Skeleton,
  useToast,
} from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { DOCUMENT_KIND_LABELS, downloadFile, fileSizeText } from '@agency/web-kit/files';
import {
  documentFilePath,
  useDeleteDocumentMutation,
  useGetDocumentsQuery,
} from '../../shared/api/documentsApi';
import { formatUploadDate } from '../../shared/dates';
import { useReportChange } from '../../shared/history/useReportChange';

/** Who put a document here, as the candidate reads it. */
export const uploaderLabel = (document: CandidateDocument) =>
  document.uploadedBy.kind === 'candidate' ? 'You' : 'Your recruiter';

/**
 * The candidate's documents, newest first: name, kind, size, when and by whom ('You', 'Your recruiter'), a
 * note when its text could not be read; Download (fetched with the token, saved under its name) and Delete
 * (after 'Delete Document' confirms it).
 */
export function DocumentList() {
  const { data: documents, isLoading, error } = useGetDocumentsQuery();
  const [deleteDocument, { isLoading: deleting }] = useDeleteDocumentMutation();
  const [removing, setRemoving] = useState<CandidateDocument | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const report = useReportChange();
  const { toast } = useToast();

  async function download(document: CandidateDocument) {
    setDownloading(document.id);
    const { error: failure } = await downloadFile(documentFilePath(document.id), document.fileName);
    setDownloading(null);
    if (failure)
      toast({
        title: 'Failed to download document',
        description: describeError(failure),
        variant: 'destructive',
      });
  }

  async function remove(document: CandidateDocument) {
    if (
      report(await deleteDocument(document.id), {
        success: 'Document deleted successfully',
        failure: 'Failed to delete document',
      })
    ) {
      setRemoving(null);
    }
  }

  let list;
  if (isLoading) list = <Skeleton $height="4rem" role="status" aria-label="Loading documents" />;
  else if (error) list = <Alert>Could not load your documents. {describeError(error)}</Alert>;
  else if (!documents?.length) list = <Muted>No documents uploaded yet.</Muted>;
  else
    list = (
      <FileList aria-label="Documents">
        {documents.map((document) => (
          <FileEntry
            key={document.id}
            name={document.fileName}
            facts={[
              DOCUMENT_KIND_LABELS[document.kind],
              fileSizeText(document.size),
              <time key="when" dateTime={document.createdAt}>
                {formatUploadDate(document.createdAt)}
              </time>,
              `Uploaded by ${uploaderLabel(document)}`,
            ]}
            note={document.textStatus === 'read' ? undefined : DOCUMENT_TEXT_MESSAGES[document.textStatus]}
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
    );

  return (
    <>
      {list}
      <ConfirmDeleteDialog
        title="Delete Document"
        name={removing?.fileName ?? null}
        deleting={deleting}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
