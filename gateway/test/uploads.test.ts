import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DocumentErrors } from '@agency/contracts';
import { remoteTokenVerifier } from '@agency/service-kit';
import { startAuthForCatalog, startCatalog } from '@agency/catalog/testing';
import { buildGateway } from '../src/app';
import { gatewayConfig } from '../src/config';

// A document upload's body is the file: the gateway streams it on to the candidates service (issue 20).

/** Stands in for the candidates service: answers once the whole body is in, and notes when its first bytes came. */
const received: { path: string; contentType?: string; bytes: Buffer }[] = [];
let firstBytes: (() => void) | null = null;
const candidatesStandIn = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    firstBytes?.();
  });
  request.on('end', () => {
    received.push({ path: request.url!, contentType: request.headers['content-type'], bytes: Buffer.concat(chunks) });
    response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ size: Buffer.concat(chunks).byteLength }));
  });
});
await new Promise<void>((resolve) => candidatesStandIn.listen(0, '127.0.0.1', resolve));
const standInUrl = `http://127.0.0.1:${(candidatesStandIn.address() as AddressInfo).port}`;

const { auth, staffToken } = await startAuthForCatalog();
const catalog = await startCatalog();
const token = await staffToken();
const base = gatewayConfig();
const gateway = await buildGateway(
  {
    ...base,
    port: 0,
    authUrl: auth.url,
    upstreams: base.upstreams.map((upstream) => ({
      ...upstream,
      url: { auth: auth.url, catalog: catalog.url, candidates: standInUrl }[upstream.name] ?? 'http://127.0.0.1:9',
    })),
  },
  await remoteTokenVerifier(catalog.context.bus, auth.url),
);
const url = await gateway.listen({ port: 0, host: '127.0.0.1' });

afterAll(async () => {
  await gateway.close();
  await Promise.all([catalog.close(), auth.close(), new Promise((resolve) => candidatesStandIn.close(resolve))]);
});

const uploadPath = `/api/candidates/${'a'.repeat(24)}/documents?fileName=cv.pdf`;

/** POSTs with a declared length, `first` then, once `before()` resolves, `rest`; answers the status and body. */
function post(path: string, headers: Record<string, string>, first: Buffer, rest = Buffer.alloc(0), before: () => Promise<unknown> = async () => undefined) {
  return new Promise<{ status: number; body: { message?: string; size?: number } }>((resolve, reject) => {
    const request = httpRequest(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...headers } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : {} }));
    });
    request.on('error', reject);
    request.write(first);
    void before().then(() => request.end(rest));
  });
}

describe('document uploads through the gateway', () => {
  it('are streamed on as they arrive, byte for byte, whatever their type', async () => {
    const first = Buffer.alloc(2 * 1024 * 1024, 0x25);
    const rest = Buffer.alloc(1024 * 1024, 0x50);
    // The rest is sent only once the service has had bytes: a gateway that waited for the whole body would hang here.
    const serviceHasBytes = new Promise<void>((resolve) => (firstBytes = resolve));
    const answer = await post(uploadPath, { 'content-type': 'application/pdf', 'content-length': String(first.byteLength + rest.byteLength) }, first, rest, () => serviceHasBytes);
    firstBytes = null;
    expect(answer).toEqual({ status: 201, body: { size: first.byteLength + rest.byteLength } });
    const [upload] = received.splice(0);
    // The kind is the service's to tell by the content: the declared type is not passed on.
    expect(upload!.contentType).toBe('application/octet-stream');
    expect(upload!.bytes.equals(Buffer.concat([first, rest]))).toBe(true);
  });

  it('are passed on unread when declared as text or JSON too, as a file of no particular type', async () => {
    for (const [type, body] of [['text/plain', 'Ada Lovelace\nSkills: Analysis'], ['application/json', '"just a string"']] as const) {
      const answer = await post(uploadPath, { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) }, Buffer.from(body));
      expect(answer, type).toEqual({ status: 201, body: { size: Buffer.byteLength(body) } });
      const [upload] = received.splice(0);
      expect(upload).toEqual({ path: uploadPath, contentType: 'application/octet-stream', bytes: Buffer.from(body) });
    }
  });

  it('answers 413 naming the limit for a declared size over 10 MB, and 411 without a declared size, before the service sees anything', async () => {
    const big = await post(uploadPath, { 'content-type': 'application/pdf', 'content-length': String(DOCUMENT_MAX_BYTES + 1) }, Buffer.alloc(0));
    expect(big).toEqual({ status: 413, body: { message: DocumentErrors.tooLarge } });
    const unsized = await post(uploadPath, { 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' }, Buffer.from('%PDF-1.7'));
    expect(unsized).toEqual({ status: 411, body: { message: "Send the file's size with the upload (a Content-Length header)." } });
    expect(received).toEqual([]);
  });

  it('are checked for access first: no token, no upload', async () => {
    const response = await fetch(`${url}${uploadPath}`, { method: 'POST', headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.7' });
    expect(response.status).toBe(401);
    expect(received).toEqual([]);
  });

  it('leave every other route as it was: a body of a type the API does not take is 415, as fastify answers it', async () => {
    const answer = await post('/api/job-roles', { 'content-type': 'application/pdf', 'content-length': '8' }, Buffer.from('%PDF-1.7'));
    expect(answer).toEqual({ status: 415, body: { message: 'Unsupported Media Type application/pdf' } });
  });
});
