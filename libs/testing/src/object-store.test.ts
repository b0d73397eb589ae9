import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStore, type OwnObjectStore } from './index';

/** An S3 client as a service makes one from the S3_* settings (path-style, as MinIO needs). */
const clientFor = (env: Record<string, string>, maxAttempts = 3) =>
  new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
    maxAttempts,
  });

// MinIO of this file's own (the local binary scripts/install-infra.sh builds), whatever TEST_INFRA chose.
describe('an object store of a test file of its own', () => {
  let store: OwnObjectStore;
  beforeAll(async () => {
    store = await startObjectStore();
  });
  afterAll(() => store?.close());

  it('gives a service the S3_* settings that reach it', () => {
    expect(store.env).toEqual({
      S3_ENDPOINT: store.endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'talentbridge-documents',
      S3_ACCESS_KEY_ID: store.accessKeyId,
      S3_SECRET_ACCESS_KEY: store.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(store.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('stores, lists and reads an object over the S3 API, and keeps it across a stop and restart', async () => {
    const s3 = clientFor(store.env);
    const key = 'cvs/sarah-mitchell.pdf';
    const body = '%PDF-1.4 a CV kept across the restart';
    try {
      await s3.send(new CreateBucketCommand({ Bucket: store.bucket }));
      await s3.send(new PutObjectCommand({ Bucket: store.bucket, Key: key, Body: body, ContentType: 'application/pdf' }));
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: store.bucket }));
      expect(listed.Contents?.map((object) => [object.Key, object.Size])).toEqual([[key, body.length]]);

      await store.stop();
      const once = clientFor(store.env, 1);
      await expect(once.send(new ListObjectsV2Command({ Bucket: store.bucket }))).rejects.toThrow();
      once.destroy();
      await store.start();

      const after = await s3.send(new ListObjectsV2Command({ Bucket: store.bucket }));
      expect(after.Contents?.map((object) => object.Key)).toEqual([key]);
      expect(await store.keys('cvs/')).toEqual([key]);
      expect(await store.keys('other/')).toEqual([]);
      const read = await s3.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }));
      expect(read.ContentType).toBe('application/pdf');
      expect(await read.Body?.transformToString()).toBe(body);
    } finally {
      s3.destroy();
    }
  });

  it('refuses a request signed with other credentials', async () => {
    const s3 = clientFor({ ...store.env, S3_SECRET_ACCESS_KEY: 'not-the-secret' }, 1);
    try {
      await expect(s3.send(new ListObjectsV2Command({ Bucket: store.bucket }))).rejects.toThrow(/signature/i);
    } finally {
      s3.destroy();
    }
  });
});
