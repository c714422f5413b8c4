import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaStoreSettings } from './media-settings';

/**
 * Where the photos' files are kept (api/README.md, «Photos»): a directory (MEDIA_DIR; in production a volume every
 * API instance mounts) or an S3-compatible bucket, behind one interface. A file is named by the shop
 * (`originals/<key>`, `photos/<key>-<width>.<extension>`), written whole and never changed: a name always
 * holds the same bytes, so it is served `immutable`.
 */
export interface MediaStore {
  /** Writes a file whole: a reader sees all of it or none. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** A file's bytes, null when there is none. */
  read(name: string): Promise<Buffer | null>;
  /** A file as a stream with its size, for serving; null when there is none. */
  open(name: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes the files; a missing one is no error. */
  remove(names: readonly string[]): Promise<void>;
  /** What it is, for the logs: `directory /var/lib/shop/media`. */
  readonly description: string;
  /** Throws, saying why, when the store cannot be reached or written (checked at start). */
  check(): Promise<void>;
}

/** The names the shop gives its files: a folder of its own and a file name of hex digits, a dash, digits and a dot. */
const NAME = /^(?:originals|photos)\/[0-9a-f]{32}(?:-[1-9]\d{0,4}\.(?:avif|webp|jpg))?$/;

/** A name the shop gives, checked: a store never sees a path from outside (`../`, absolute, another folder). */
function checkedName(name: string): string {
  if (!NAME.test(name)) throw new Error(`Not a media file name: ${JSON.stringify(name)}`);
  return name;
}

const isMissing = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ENOENT';

/** Files under a directory: written to a temporary name beside, then renamed (atomic on one file system). */
export function directoryStore(root: string): MediaStore {
  const fileOf = (name: string) => path.join(root, checkedName(name));
  return {
    description: `directory ${root}`,
    async check() {
      await mkdir(root, { recursive: true });
    },
    async put(name, data) {
      const file = fileOf(name);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, data, { flush: true });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(name) {
      try {
        return await readFile(fileOf(name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(name) {
      const file = fileOf(name);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(fileOf(name), { force: true })));
    },
  };
}

/** S3 answers a missing key with NoSuchKey (GetObject) or a bare 404 (some compatible services). */
const isMissingObject = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** DeleteObjects takes at most this many keys a request. */
const DELETED_AT_ONCE = 1_000;

/**
 * Files as objects of an S3-compatible bucket (Amazon S3, Yandex Object Storage, MinIO…), under the same names. An
 * object is written whole by one PutObject: a reader sees all of it or none. Served through the API as the
 * directory's files are (the bucket need not be public).
 */
export function s3Store(
  settings: Extract<MediaStoreSettings, { kind: 's3' }>,
  client = s3ClientOf(settings),
): MediaStore {
  const { bucket } = settings;
  const get = async (name: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedName(name) }));
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  };
  return {
    description: `S3 bucket ${bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    async put(name, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: checkedName(name), Body: data, ContentType: contentType }),
      );
    },
    async read(name) {
      const object = await get(name);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async open(name) {
      const object = await get(name);
      if (!object?.Body) return null;
      return { body: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
    },
    async remove(names) {
      const keys = names.map(checkedName);
      for (let from = 0; from < keys.length; from += DELETED_AT_ONCE) {
        const objects = keys.slice(from, from + DELETED_AT_ONCE).map((Key) => ({ Key }));
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
        );
        const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
        if (failed.length)
          throw new Error(`S3 did not delete ${failed.map((error) => `${error.Key}: ${error.Code}`).join(', ')}`);
      }
    },
  };
}

/** The SDK's client for the settings: a few attempts on a failed request, never a long wait. */
function s3ClientOf(settings: Extract<MediaStoreSettings, { kind: 's3' }>): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    maxAttempts: 3,
  });
}

/** The store the settings choose. */
export const mediaStoreOf = (settings: MediaStoreSettings): MediaStore =>
  settings.kind === 'directory' ? directoryStore(settings.dir) : s3Store(settings);
