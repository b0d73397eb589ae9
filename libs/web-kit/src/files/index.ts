// Files to and from the API (issue 20: CVs and documents), an entry of its own so that a remote that sends
// no file (the public site) never bundles it: the upload with its progress, the download with the token,
// and what the documents' controls say.
export { uploadFile, type UploadAnswer, type UploadOptions, type UploadProgress } from './upload';
export { downloadFile, saveBlob, OBJECT_URL_LIFE_MS, type DownloadOptions } from './download';
export {
  DOCUMENT_ACCEPT,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_UPLOAD_HINT,
  documentUploadUrl,
  fileSizeText,
  refusedDocument,
} from './documents';
export { useDocumentUpload, type DocumentUploadState } from './useDocumentUpload';
