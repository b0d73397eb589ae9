import { DOCUMENT_MAX_BYTES, DocumentErrors, type DocumentKind } from '@agency/contracts';

/** What the file picker offers (the server tells the kind by the content, whatever the name says). */
export const DOCUMENT_ACCEPT = '.pdf,.docx,.txt';

/** What the upload control says it takes. */
export const DOCUMENT_UPLOAD_HINT = 'PDF, Word (.docx) or plain text, up to 10 MB';

/** A stored document's kind, as the lists name it. */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  pdf: 'PDF',
  docx: 'Word',
  text: 'Plain text',
};

/** A size as people read it: '245 KB' (at least 1 KB), '2.4 MB'. */
export function fileSizeText(bytes: number): string {
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes < 1024) return `${Math.max(1, kilobytes)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Why the browser refuses a file before sending any of it (the server refuses it too, with the same words):
 * larger than 10 MB, or empty. Null when it may go.
 */
export function refusedDocument(file: Blob): string | null {
  if (file.size > DOCUMENT_MAX_BYTES) return DocumentErrors.tooLarge;
  if (file.size === 0) return DocumentErrors.empty;
  return null;
}

/** The upload's address: the list's path with the file's name in the query (the body is the file itself). */
export function documentUploadUrl(path: string, fileName: string): string {
  return `${path}?${new URLSearchParams({ fileName })}`;
}
