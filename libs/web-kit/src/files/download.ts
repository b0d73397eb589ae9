import { answerError, noAnswerError, type RequestError } from '../base-query';
import { tokenKeyForPath } from '../tokens';

/** How long the saved file's object URL is kept: long enough for the browser to start the download. */
export const OBJECT_URL_LIFE_MS = 10_000;

export interface DownloadOptions {
  baseUrl?: string;
  storage?: Pick<Storage, 'getItem'>;
  /** What saves the file; the browser's download by default (tests give their own). */
  save?: (blob: Blob, fileName: string) => void;
  /** A file made from what is sent (e.g. a client CV with a note): POSTed as JSON instead of a GET. */
  body?: unknown;
}

/**
 * Saves a blob as a file: an object URL on a link with `download`, clicked, then let go once the browser
 * has taken it.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFE_MS);
}

/**
 * Downloads a protected file. The token is in the browser's storage, so a plain link cannot carry it: the
 * file is fetched with the bearer token chosen by path (as every call is), then saved under `fileName`.
 * Resolves `{}` once saved, or the error (the spec's `status: body`, with the server's message).
 */
export async function downloadFile(
  url: string,
  fileName: string,
  { baseUrl = '', storage = globalThis.localStorage, save = saveBlob, body }: DownloadOptions = {},
): Promise<{ error?: RequestError }> {
  const token = storage?.getItem(tokenKeyForPath(url));
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let response: Response;
  try {
    response = await fetch(
      `${baseUrl}${url}`,
      body === undefined
        ? { headers: authorization, credentials: 'include' }
        : { method: 'POST', headers: { ...authorization, 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'include' },
    );
  } catch (error) {
    return { error: noAnswerError((error as Error).message) };
  }
  if (!response.ok) return { error: answerError(response.status, await response.text(), response.statusText) };
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    return { error: noAnswerError((error as Error).message) };
  }
  save(blob, fileName);
  return {};
}
