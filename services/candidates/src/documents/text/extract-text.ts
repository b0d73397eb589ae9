import { Worker } from 'node:worker_threads';
import type { DocumentKind } from '@agency/contracts';
import { DocxExpandsTooMuch } from './docx-archive';
import type { ReadUpload, WorkerAnswer } from './read-document';

export { DocxExpandsTooMuch } from './docx-archive';
export type { ReadUpload } from './read-document';

/**
 * Documents are read in worker threads: at most `workers` at once, each with this heap. A document is given
 * `timeoutMs` from the moment it is handed here, waiting for a free worker included, so that its upload is
 * answered (201, `unreadable`) before the gateway gives up on the service: the gateway waits 10 s for an
 * answer's headers (undici's `headersTimeout` in gateway/src/proxy.ts), and storing the document takes the
 * rest. A worker is kept for the next document while it is healthy (starting one and loading pdf.js takes
 * 1–2 s, inside the time given) and ended after `idleMs` unused.
 *
 * The heap limit does not count ArrayBuffers, where pdf.js and mammoth keep inflated streams: a 4.5 MB PDF
 * whose page inflates to 1 GB took this process to 2.5 GB. So the process's resident memory is watched too,
 * and a document during which it grows by more than `maxMemoryGrowthMb` is given up. (Nor is the heap limit a
 * sure stop: one huge allocation in a worker can abort the whole process, nodejs/node#47224; at 256 MB no CV
 * within the zip limits did.)
 */
export const EXTRACTION_LIMITS = {
  maxOldGenerationSizeMb: 256,
  maxMemoryGrowthMb: 768,
  timeoutMs: 6_000,
  workers: 2,
  idleMs: 60_000,
};

const UNREADABLE: ReadUpload = { status: 'unreadable', text: '', proposal: null };

/**
 * The text of an uploaded document and what it proposes, read in a worker thread with limited memory and
 * time: a worker that dies, runs out of memory or is too slow, or none free in time, makes the document
 * `unreadable` (and a failed worker is replaced). Throws DocxExpandsTooMuch (the upload is refused) for a
 * .docx beyond DOCX_LIMITS; never throws otherwise. Nothing of the file is read on this thread.
 */
export async function extractText(bytes: Uint8Array, kind: DocumentKind, options: Partial<typeof EXTRACTION_LIMITS> = {}): Promise<ReadUpload> {
  const limits = { ...EXTRACTION_LIMITS, ...options };
  const deadline = performance.now() + limits.timeoutMs;
  if (!(await workerSlot(limits.workers, limits.timeoutMs))) return UNREADABLE;
  const worker = takeIdle(limits.maxOldGenerationSizeMb) ?? startWorker(limits.maxOldGenerationSizeMb);
  try {
    const answer = await readIn(worker.thread, bytes, kind, { ...limits, timeoutMs: deadline - performance.now() });
    if (answer) keepIdle(worker, limits.idleMs);
    else void worker.thread.terminate();
    if (answer && 'expandsTooMuch' in answer) throw new DocxExpandsTooMuch(answer.expandsTooMuch);
    return answer ?? UNREADABLE;
  } finally {
    releaseWorkerSlot();
  }
}

interface PooledWorker {
  thread: Worker;
  heapMb: number;
  idleTimer?: NodeJS.Timeout;
}

const idle: PooledWorker[] = [];

function startWorker(heapMb: number): PooledWorker {
  const thread = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
    // Not the parent's flags: `--import tsx` fails in a worker on Node 20; worker-entry.mjs registers tsx itself.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
  const worker: PooledWorker = { thread, heapMb };
  // A worker that fails while idle leaves the pool; one that fails while reading is answered by readIn.
  thread.on('error', () => {});
  thread.once('exit', () => removeIdle(worker));
  return worker;
}

function takeIdle(heapMb: number): PooledWorker | undefined {
  const worker = idle.findLast((candidate) => candidate.heapMb === heapMb);
  if (worker) {
    removeIdle(worker);
    clearTimeout(worker.idleTimer);
  }
  return worker;
}

function removeIdle(worker: PooledWorker) {
  const at = idle.indexOf(worker);
  if (at >= 0) idle.splice(at, 1);
}

/** The worker's answer for one document, or null when it failed, died, took too long or too much memory. */
function readIn(thread: Worker, bytes: Uint8Array, kind: DocumentKind, limits: typeof EXTRACTION_LIMITS): Promise<WorkerAnswer | null> {
  thread.ref();
  return new Promise((resolve) => {
    const finish = (result: WorkerAnswer | null) => {
      clearTimeout(timer);
      clearInterval(watchdog);
      thread.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
      resolve(result);
    };
    const onMessage = (result: WorkerAnswer) => finish(result);
    const onFailure = () => finish(null);
    const timer = setTimeout(onFailure, limits.timeoutMs);
    // Two documents read at once share the process: a bomb in one may cost the other its reading too.
    const rssBefore = process.memoryUsage.rss();
    const watchdog = setInterval(() => {
      if (process.memoryUsage.rss() - rssBefore > limits.maxMemoryGrowthMb * 2 ** 20) onFailure();
    }, 25);
    thread.once('message', onMessage).once('error', onFailure).once('exit', onFailure);
    thread.postMessage({ bytes, kind });
  });
}

/** Keeps a healthy worker for the next document; unref'd, so it never holds the process open. */
function keepIdle(worker: PooledWorker, idleMs: number) {
  worker.thread.unref();
  worker.idleTimer = setTimeout(() => void worker.thread.terminate(), idleMs).unref();
  idle.push(worker);
}

// A small queue: a burst of uploads waits for a free worker rather than starting one heap per upload.
let running = 0;
const waiting: (() => void)[] = [];

/** A worker slot, or false when none came free within `ms`. */
async function workerSlot(max: number, ms: number): Promise<boolean> {
  if (running < max) {
    running++;
    return true;
  }
  return new Promise((resolve) => {
    const take = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(take), 1);
      resolve(false);
    }, ms);
    waiting.push(take);
  });
}

/** Hands the slot to the next in the queue, if any. */
function releaseWorkerSlot() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}
