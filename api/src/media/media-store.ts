import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

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
