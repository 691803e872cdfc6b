import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { checkedKey, contentTypeOf, type ObjectInfo, type Storage } from './storage.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** any S3-compatible service (MinIO, R2, Ceph …); unset, AWS */
  endpoint?: string | undefined;
  /** bucket in the path (http://host/bucket/key) rather than the host name, as most self-hosted services need */
  forcePathStyle: boolean;
  /** tries of each request, the first included (the SDK's standard retry mode, with backoff) */
  maxAttempts: number;
  /** unset: the SDK's standard chain (AWS_ACCESS_KEY_ID …, a profile, the instance's role) */
  credentials?: S3ClientConfig['credentials'];
};

/** An S3 error that means "no such object": a HEAD answers NotFound, a GET NoSuchKey; both are 404. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** Objects 5 MB a part: the least S3 takes; a stream is read one part ahead, never whole. */
const partSize = 5 * 1024 * 1024;

/**
 * Objects in one bucket through the official AWS SDK (docs/decisions/069). Checksums are sent and checked only
 * where S3 requires them: the SDK's newer default (a CRC trailer on every upload) is refused by several
 * S3-compatible services.
 */
export function s3Storage(options: S3StorageOptions): Storage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    maxAttempts: options.maxAttempts,
    credentials: options.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  const infoOf = (
    key: string,
    answer: { ContentLength?: number; ContentType?: string; LastModified?: Date; ETag?: string },
  ): ObjectInfo => ({
    size: answer.ContentLength ?? 0,
    contentType: answer.ContentType ?? contentTypeOf(key),
    lastModified: answer.LastModified ?? new Date(0),
    version: answer.ETag ?? '',
  });

  return {
    kind: 's3',
    client,
    async put(key, body, meta) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkedKey(key), Body: body, ContentType: meta.contentType, CacheControl: meta.cacheControl },
        partSize,
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return { ...infoOf(key, answer), body: answer.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        return infoOf(key, await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) })));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close() {
      client.destroy();
    },
  };
}
