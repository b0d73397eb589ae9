import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { tokenKeyForPath } from './tokens';

export interface RequestArgs {
  url: string;
  method?: string;
  body?: unknown;
  /** Answer `null` instead of raising on 401 (e.g. "who am I" before sign-in). */
  emptyOn401?: boolean;
}

export interface RequestError {
  status: number;
  /** The spec's error text: status code, a colon, then the response body or the status text. */
  message: string;
  /** The server's `{ message }`, when it sent one. */
  serverMessage?: string;
}

export function errorText(status: number, body: string, statusText: string): string {
  return `${status}: ${body || statusText}`;
}

function serverMessageOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/** A non-2xx answer as the error every call raises: the spec's text, and the server's `{ message }` when it sent one. */
export function answerError(status: number, body: string, statusText: string): RequestError {
  return { status, message: errorText(status, body, statusText), serverMessage: serverMessageOf(body) };
}

/** The error of a call that got no answer at all (the network, a refused connection). */
export function noAnswerError(reason?: string): RequestError {
  return { status: 0, message: `0: ${reason || 'Network error'}` };
}

/**
 * The RTK Query base query every remote uses: JSON in and out, the bearer token picked by path, cookies
 * sent, and any non-2xx answer raised as an error (spec section 7, generic behaviour).
 */
export function createBaseQuery(options: { baseUrl?: string; storage?: Pick<Storage, 'getItem'> } = {}): BaseQueryFn<
  string | RequestArgs,
  unknown,
  RequestError
> {
  const baseUrl = options.baseUrl ?? '';
  return async (args, { signal }) => {
    const { url, method = 'GET', body, emptyOn401 = false } = typeof args === 'string' ? { url: args } : args;
    const storage = options.storage ?? globalThis.localStorage;
    const token = storage?.getItem(tokenKeyForPath(url));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(`${baseUrl}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
        signal,
      });
    } catch (error) {
      return { error: noAnswerError((error as Error).message) };
    }

    if (response.status === 401 && emptyOn401) return { data: null };
    const text = await response.text();
    if (!response.ok) {
      return { error: answerError(response.status, text, response.statusText) };
    }
    if (!text) return { data: null };
    try {
      return { data: JSON.parse(text) as unknown };
    } catch {
      return { error: { status: response.status, message: `${response.status}: the answer was not JSON` } };
    }
  };
}
