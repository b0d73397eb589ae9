import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFile, type UploadProgress } from './upload';
import { documentUploadUrl, fileSizeText, refusedDocument } from './documents';

const storage = { getItem: (key: string) => ({ auth_token: 'staff-token', candidateToken: 'candidate-token' })[key] ?? null };

/**
 * A stand-in for the browser's XMLHttpRequest that records what the upload does with it; the test then plays
 * the network's part: progress, an answer, a failure.
 */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  // The network's part.
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, body: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

function start(options: Partial<Parameters<typeof uploadFile>[0]> = {}) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const file = new File(['%PDF-1.7 hello'], 'cv.pdf', { type: 'application/pdf' });
  const answer = uploadFile({ url: '/api/candidate/documents?fileName=cv.pdf', file, storage, ...options });
  return { answer, xhr: FakeXhr.last, file };
}

describe('uploadFile', () => {
  it('sends the file itself as the body, typed by the file, with the token chosen by path and cookies', async () => {
    const { answer, xhr, file } = start();
    expect(xhr.opened).toEqual(['POST', '/api/candidate/documents?fileName=cv.pdf']);
    expect(xhr.sent).toBe(file);
    expect(xhr.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/pdf',
      authorization: 'Bearer candidate-token',
    });
    expect(xhr.withCredentials).toBe(true);
    xhr.answer(201, '{"document":{"id":"d1"},"proposal":null}');
    expect(await answer).toEqual({ data: { document: { id: 'd1' }, proposal: null }, status: 201 });
  });

  it('uses the staff token on the staff path, and application/octet-stream for a file of no known type', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    void uploadFile({ url: '/api/candidates/c1/documents?fileName=notes', file: new Blob(['x']), storage });
    expect(FakeXhr.last.headers.authorization).toBe('Bearer staff-token');
    expect(FakeXhr.last.headers['content-type']).toBe('application/octet-stream');
  });

  it('reports the progress the browser gives, and the file size when the browser cannot tell the total', async () => {
    const seen: UploadProgress[] = [];
    const { xhr, file } = start({ onProgress: (progress) => seen.push(progress) });
    xhr.progress(4, 14);
    xhr.progress(9, 0, false);
    expect(seen).toEqual([
      { loaded: 4, total: 14 },
      { loaded: 9, total: file.size },
    ]);
  });

  it("raises a refusal as the spec's 'status: body' and keeps the server's message", async () => {
    const { answer, xhr } = start();
    xhr.answer(415, '{"message":"Only PDF, Word (.docx) and plain text files can be uploaded."}', 'Unsupported Media Type');
    expect(await answer).toEqual({
      error: {
        status: 415,
        message: '415: {"message":"Only PDF, Word (.docx) and plain text files can be uploaded."}',
        serverMessage: 'Only PDF, Word (.docx) and plain text files can be uploaded.',
      },
    });
  });

  it('falls back to the status text for an empty refusal, and says when a success was not JSON', async () => {
    let upload = start();
    upload.xhr.answer(502, '', 'Bad Gateway');
    expect((await upload.answer).error).toEqual({ status: 502, message: '502: Bad Gateway', serverMessage: undefined });
    upload = start();
    upload.xhr.answer(201, '<html>');
    expect((await upload.answer).error).toEqual({ status: 201, message: '201: the answer was not JSON' });
  });

  it('answers a failed connection as status 0', async () => {
    const { answer, xhr } = start();
    xhr.onerror?.();
    expect(await answer).toEqual({ error: { status: 0, message: '0: Network error' } });
  });

  it('stops when its signal is aborted, and never starts on an aborted signal', async () => {
    const controller = new AbortController();
    const { answer, xhr } = start({ signal: controller.signal });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect(await answer).toEqual({ aborted: true });

    const before = FakeXhr.last;
    expect(await uploadFile({ url: '/api/x', file: new Blob(['x']), storage, signal: controller.signal })).toEqual({ aborted: true });
    expect(FakeXhr.last).toBe(before);
  });
});

describe('the documents’ rules in the browser', () => {
  it('refuses a file over 10 MB, or an empty one, with the server’s words, before sending', () => {
    const sized = (bytes: number) => ({ size: bytes }) as Blob;
    expect(refusedDocument(sized(10 * 1024 * 1024))).toBeNull();
    expect(refusedDocument(sized(10 * 1024 * 1024 + 1))).toBe('The file is larger than 10 MB. Please upload a smaller file.');
    expect(refusedDocument(sized(0))).toBe('The file is empty.');
  });

  it('puts the file name in the query, and reads sizes in KB and MB', () => {
    expect(documentUploadUrl('/api/candidate/documents', 'My CV (2026) & more.pdf')).toBe(
      '/api/candidate/documents?fileName=My+CV+%282026%29+%26+more.pdf',
    );
    expect([12, 250_000, 1024 * 1024 - 1, 2.4 * 1024 * 1024, 10 * 1024 * 1024].map(fileSizeText)).toEqual([
      '1 KB',
      '244 KB',
      '1.0 MB',
      '2.4 MB',
      '10.0 MB',
    ]);
  });
});
