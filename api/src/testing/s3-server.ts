import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { s3Store, type MediaStore } from '../media/media-store';

/** A bucket's settings for the media store (media-settings.ts), on a test's S3-compatible server. */
export function s3Settings(endpoint: string, bucket: string) {
  return {
    kind: 's3' as const,
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
}

/**
 * An S3-compatible server of the suite's own (s3rver: the S3 REST API over a temporary directory) on a free port
 * of 127.0.0.1, with the bucket `shop-media`; `store` is the media store over it, as MEDIA_S3_BUCKET makes one.
 */
export function testS3Server() {
  const server = { endpoint: '', store: null as unknown as MediaStore, bucket: 'shop-media' };
  let s3rver: S3rver | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-s3-'));
    s3rver = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: server.bucket, configs: [] }],
    });
    const { port } = await s3rver.run();
    server.endpoint = `http://127.0.0.1:${port}`;
    server.store = s3Store(s3Settings(server.endpoint, server.bucket));
  });
  afterAll(async () => {
    await s3rver?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return server;
}
