import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { env, HttpError } from '@agency/service-kit';

/** Where the documents are kept: any S3-compatible store (MinIO in development and tests). See .env.example. */
export interface ObjectStoreConfig {
  /** Empty: AWS's own endpoint for the region. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export const objectStoreConfig = (): ObjectStoreConfig => ({
  // Unset: the local MinIO of development; set but empty: AWS's own endpoint for the region.
  endpoint: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000',
  region: env('S3_REGION', 'us-east-1'),
  bucket: env('S3_BUCKET', 'talentbridge-documents'),
  accessKeyId: env('S3_ACCESS_KEY_ID', 'talentbridge'),
  secretAccessKey: env('S3_SECRET_ACCESS_KEY', 'talentbridge-dev-secret'),
  forcePathStyle: env('S3_FORCE_PATH_STYLE', 'true') !== 'false',
});

const STORE_DOWN = 'The document store is unavailable right now. Please try again shortly.';

/** The private bucket of candidates' files. Nothing in it is public: files leave only through the API. */
export function objectStore(config: ObjectStoreConfig) {
  const client = new S3Client({
    endpoint: config.endpoint || undefined,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // A store that does not answer fails the request in seconds instead of holding it (and the upload) open.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    maxAttempts: 2,
  });
  const Bucket = config.bucket;
  // An S3 error reaches the person as a 503 with a message they can act on, never a 500.
  const unavailable = (error: unknown): never => {
    throw Object.assign(new HttpError(503, STORE_DOWN), { cause: error });
  };

  return {
    /** Creates the bucket when it is missing (a fresh MinIO); an existing one is left as it is. */
    async ensureBucket(): Promise<void> {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch {
        await client.send(new CreateBucketCommand({ Bucket })).catch((error: { name?: string }) => {
          if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
        });
      }
    },

    async isReachable(): Promise<boolean> {
      return client.send(new HeadBucketCommand({ Bucket })).then(() => true, () => false);
    },

    /** One request with the whole (at most 10 MB) file: the object exists whole or not at all. */
    async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
      const put = () => client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
      await put().catch(async (error: { name?: string }) => {
        // The store was away when the service started, or was emptied since: the bucket is made now.
        if (error.name !== 'NoSuchBucket') return unavailable(error);
        await this.ensureBucket().catch(unavailable);
        await put().catch(unavailable);
      });
    },

    /** The object's bytes as a stream, for the download to pass on as they come; null when there is no such object. */
    async read(key: string): Promise<Readable | null> {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key })).catch((error: { name?: string }) =>
        error.name === 'NoSuchKey' ? null : unavailable(error),
      );
      return (answer?.Body as Readable | undefined) ?? null;
    },

    async remove(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(unavailable);
    },

    /** Every object whose key starts with `prefix`, a page (at most 1,000) at a time. */
    async removeUnder(prefix: string): Promise<void> {
      for (;;) {
        const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, MaxKeys: 1_000 })).catch(unavailable);
        const Objects = (listed.Contents ?? []).map(({ Key }) => ({ Key }));
        if (Objects.length === 0) return;
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } })).catch(unavailable);
        if (answer.Errors?.length) unavailable(new Error(answer.Errors.map((error) => `${error.Key}: ${error.Message}`).join('; ')));
      }
    },

    /** The keys under `prefix` (tests and checks: at most 1,000). */
    async keysUnder(prefix: string): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, MaxKeys: 1_000 })).catch(unavailable);
      return (listed.Contents ?? []).map(({ Key }) => Key!);
    },

    close: () => client.destroy(),
  };
}

export type ObjectStore = ReturnType<typeof objectStore>;
