import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import getPort from 'get-port';
import { minioSpec, startProcess, stopStarted } from '../../../scripts/infra-lib.mjs';

/**
 * An S3-compatible object store of a test file's own (MinIO): where the code under test keeps CVs and documents.
 * The bucket is not made here: the candidates service makes it when it is missing (a test that needs it first
 * makes it with its own S3 client).
 */
export interface OwnObjectStore {
  /** The S3 API, e.g. http://127.0.0.1:PORT (path-style addressing). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* settings a service reads, pointing at this store. */
  env: Record<string, string>;
  /** The keys of the bucket's objects under `prefix` (at most 1,000), e.g. to see that an erasure removed a candidate's files. */
  keys(prefix?: string): Promise<string[]>;
  /** Stops it as in an outage; `start()` brings it back on the same port with the objects it had. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its data. */
  close(): Promise<void>;
}

/** Starts the MinIO that `scripts/install-infra.sh` builds, on a free port in a temporary folder (no web console). */
export async function startObjectStore(options: { bucket?: string; region?: string } = {}): Promise<OwnObjectStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-minio-'));
  const spec = minioSpec(dataDir, { port: await getPort() });
  const bucket = options.bucket ?? 'talentbridge-documents';
  const region = options.region ?? 'us-east-1';
  let pid: number | null = null;
  const start = async () => {
    if (!pid) pid = await startProcess(spec, { logDir: join(dataDir, 'logs') });
  };
  const stop = async () => {
    const running = pid;
    pid = null;
    if (running) await stopStarted(spec, running, { graceMs: 2_000 });
  };
  try {
    await start();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    endpoint: spec.url,
    region,
    bucket,
    accessKeyId: spec.accessKeyId,
    secretAccessKey: spec.secretAccessKey,
    env: {
      S3_ENDPOINT: spec.url,
      S3_REGION: region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: spec.accessKeyId,
      S3_SECRET_ACCESS_KEY: spec.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys(prefix = '') {
      const client = new S3Client({
        endpoint: spec.url,
        region,
        forcePathStyle: true,
        credentials: { accessKeyId: spec.accessKeyId, secretAccessKey: spec.secretAccessKey },
      });
      try {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1_000 }));
        return (listed.Contents ?? []).map((object) => object.Key!);
      } finally {
        client.destroy();
      }
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
