import type { ElementType } from 'react';
import type { DocumentUploadAnswer } from '@agency/contracts';
import { FileUpload, useToast } from '@agency/ui';
import { DOCUMENT_ACCEPT, DOCUMENT_UPLOAD_HINT, useDocumentUpload } from '@agency/web-kit/files';
import { DOCUMENTS_PATH, documentUploaded } from '../api/documentsApi';
import { useAppDispatch } from '../../store';

/**
 * The candidate's upload control (the Profile tab's 'CV and documents', the wizard's first step): a PDF, Word
 * or text file of at most 10 MB (a larger one is refused before it is sent), sent with its progress. Once
 * stored: 'Document uploaded successfully', the documents list is read again, and `onUploaded` gets the
 * answer (the document, and what its text proposes for the profile).
 */
export function CvUpload({
  title,
  titleAs,
  label,
  onUploaded,
}: {
  title?: string;
  titleAs?: ElementType;
  label: string;
  onUploaded?: (answer: DocumentUploadAnswer) => void;
}) {
  const { state, upload, cancel } = useDocumentUpload(DOCUMENTS_PATH);
  const dispatch = useAppDispatch();
  const { toast } = useToast();

  async function send(file: File) {
    const answer = await upload(file);
    if (!answer) return;
    dispatch(documentUploaded());
    toast({ title: 'Document uploaded successfully' });
    onUploaded?.(answer);
  }

  return (
    <FileUpload
      title={title}
      titleAs={titleAs}
      label={label}
      hint={DOCUMENT_UPLOAD_HINT}
      accept={DOCUMENT_ACCEPT}
      uploading={state.phase === 'uploading' ? state : null}
      error={state.phase === 'failed' ? state.message : null}
      onFile={(file) => void send(file)}
      onCancel={cancel}
    />
  );
}
