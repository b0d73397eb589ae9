import { answerError, noAnswerError, type RequestError } from '../base-query';
import { tokenKeyForPath } from '../tokens';

/** How much of the file has gone up. `total` is the body's size when the browser does not say. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** The path, with its query (`/api/candidate/documents?fileName=cv.pdf`); it also picks the token (0006). */
  url: string;
  /** Sent as the raw body, not as a form: its type is the request's Content-Type. */
  file: Blob;
  method?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the upload; the answer is then `{ aborted: true }`. */
  signal?: AbortSignal;
  baseUrl?: string;
  storage?: Pick<Storage, 'getItem'>;
}

/** The parsed JSON answer (`null` for an empty body), or the error the spec's text is made from. */
export type UploadAnswer =
  | { data: unknown; status: number; error?: undefined; aborted?: undefined }
  | { error: RequestError; aborted?: undefined; data?: undefined }
  | { aborted: true; error?: undefined; data?: undefined };

/**
 * Sends a file as the request's body with XMLHttpRequest rather than fetch: only XHR reports how far an
 * upload has gone (`xhr.upload.onprogress`). The same rules as the base query: the bearer token chosen by
 * path, cookies sent, a non-2xx answer raised as `status: body` with the server's `{ message }` kept.
 */
export function uploadFile({
  url,
  file,
  method = 'POST',
  onProgress,
  signal,
  baseUrl = '',
  storage = globalThis.localStorage,
}: UploadOptions): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ aborted: true });
      return;
    }
    const xhr = new XMLHttpRequest();
    const stopOnAbort = () => xhr.abort();
    const settle = (answer: UploadAnswer) => {
      signal?.removeEventListener('abort', stopOnAbort);
      resolve(answer);
    };

    xhr.open(method, `${baseUrl}${url}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    const token = storage?.getItem(tokenKeyForPath(url));
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable && event.total > 0 ? event.total : file.size });
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        settle({ error: answerError(xhr.status, text, xhr.statusText) });
        return;
      }
      if (!text) {
        settle({ data: null, status: xhr.status });
        return;
      }
      try {
        settle({ data: JSON.parse(text) as unknown, status: xhr.status });
      } catch {
        settle({ error: { status: xhr.status, message: `${xhr.status}: the answer was not JSON` } });
      }
    };
    // No answer: the connection failed, or was cut (a proxy refusing the body before reading it all).
    xhr.onerror = () => settle({ error: noAnswerError() });
    xhr.ontimeout = () => settle({ error: noAnswerError('The upload timed out') });
    xhr.onabort = () => settle({ aborted: true });
    signal?.addEventListener('abort', stopOnAbort);
    xhr.send(file);
  });
}
