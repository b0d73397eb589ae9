import { useCallback, useEffect, useRef, useState } from 'react';
import { DocumentUploadAnswer } from '@agency/contracts';
import { describeError } from '../request-errors';
import { documentUploadUrl, refusedDocument } from './documents';
import { uploadFile } from './upload';

/** Where an upload stands: nothing going on, a file going up (bytes sent of all), or why the last one failed. */
export type DocumentUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; loaded: number; total: number }
  | { phase: 'failed'; fileName: string; message: string };

/**
 * Uploads a candidate's document to `path` (`/api/candidate/documents`, `/api/candidates/{id}/documents`)
 * with its progress. A file over 10 MB (or empty) is refused before anything is sent, with the server's
 * own words; a refused upload reads the server's message (a 415's 'Only PDF, Word (.docx) and plain text
 * files can be uploaded.'). `upload` resolves the checked answer (the document and the proposal read from
 * it) or null; leaving the page or `cancel` stops the upload.
 */
export function useDocumentUpload(path: string) {
  const [state, setState] = useState<DocumentUploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<DocumentUploadAnswer | null> => {
      const refused = refusedDocument(file);
      if (refused) {
        setState({ phase: 'failed', fileName: file.name, message: refused });
        return null;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'uploading', fileName: file.name, loaded: 0, total: file.size });
      const answer = await uploadFile({
        url: documentUploadUrl(path, file.name),
        file,
        signal: controller.signal,
        onProgress: ({ loaded, total }) => {
          if (!controller.signal.aborted) setState({ phase: 'uploading', fileName: file.name, loaded, total });
        },
      });
      if (running.current === controller) running.current = null;
      if (answer.aborted) {
        setState({ phase: 'idle' });
        return null;
      }
      if (answer.error) {
        setState({ phase: 'failed', fileName: file.name, message: describeError(answer.error) });
        return null;
      }
      const checked = DocumentUploadAnswer.safeParse(answer.data);
      if (!checked.success) {
        setState({
          phase: 'failed',
          fileName: file.name,
          message: `${answer.status}: the answer of the upload did not match its contract (${checked.error.message})`,
        });
        return null;
      }
      setState({ phase: 'idle' });
      return checked.data;
    },
    [path],
  );

  const cancel = useCallback(() => running.current?.abort(), []);
  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, upload, cancel, dismiss };
}
