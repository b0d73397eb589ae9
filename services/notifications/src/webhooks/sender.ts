import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isForbiddenAddress, TargetMessages } from './address-guard';

/** What one attempt came to: the receiver's status (null when it never answered), in words when it failed. */
export interface AttemptResult {
  statusCode: number | null;
  ok: boolean;
  error: string | null;
  responseExcerpt: string | null;
  durationMs: number;
}

/** Only the start of a receiver's answer is read and kept: enough to see why it refused. */
const EXCERPT_BYTES = 500;

/**
 * POSTs one signed delivery. No redirect is followed (a 3xx is a failure that names where it pointed), the
 * whole attempt has `timeoutMs`, and unless `allowPrivateTargets` only https:// to public addresses is
 * allowed: checked on the URL here and on every address its name resolves to by the connection's lookup.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  { timeoutMs, allowPrivateTargets }: { timeoutMs: number; allowPrivateTargets: boolean },
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string, statusCode: number | null = null, responseExcerpt: string | null = null): AttemptResult => ({
    statusCode,
    ok: false,
    error,
    responseExcerpt,
    durationMs: elapsed(),
  });

  const target = new URL(url);
  if (!allowPrivateTargets) {
    if (target.protocol !== 'https:') return Promise.resolve(failed(TargetMessages.httpsOnly));
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && isForbiddenAddress(host)) return Promise.resolve(failed(TargetMessages.forbidden(host)));
  }

  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const request = (target.protocol === 'https:' ? https : http).request(target, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'TalentBridge-Webhooks/1' },
      agent: false,
      ...(allowPrivateTargets ? {} : { lookup: guardedLookup }),
    });
    const timer = setTimeout(() => settle(failed(`No answer within ${timeoutMs / 1000} s`)), timeoutMs);

    request.on('error', (error: NodeJS.ErrnoException) => settle(failed(inWords(error))));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8') || null;
        if (status >= 200 && status < 300) return settle({ statusCode: status, ok: true, error: null, responseExcerpt: excerpt, durationMs: elapsed() });
        if (status >= 300 && status < 400)
          return settle(failed(`The receiver answered ${status}, a redirect${response.headers.location ? ` to ${response.headers.location}` : ''}, which is not followed: register the final URL.`, status, excerpt));
        settle(failed(`The receiver answered ${status}.`, status, excerpt));
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= EXCERPT_BYTES) finish();
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.end(body);
  });
}

function inWords(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'EWEBHOOKTARGET':
      return error.message;
    case 'ECONNREFUSED':
      return 'The receiver refused the connection.';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'The host could not be found.';
    case 'ECONNRESET':
      return 'The receiver closed the connection before answering.';
    default:
      return error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT') ? `The receiver's TLS certificate was refused: ${error.message}` : error.message;
  }
}
