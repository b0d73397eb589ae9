// The extraction worker's body (started by extract-text.ts through worker-entry.mjs): reads the documents it is
// sent, one at a time, and answers each one's text and what it proposes (readUpload). Its heap is limited and
// it is ended when one document takes too long, so a hostile file costs a worker, never the service.
import { parentPort } from 'node:worker_threads';
import type { DocumentKind } from '@agency/contracts';
import { readUpload } from './read-document';

parentPort!.on('message', async ({ bytes, kind }: { bytes: Uint8Array; kind: DocumentKind }) => {
  parentPort!.postMessage(await readUpload(bytes, kind));
});
