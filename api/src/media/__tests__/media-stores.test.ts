// The photos' files behind one interface (api/README.md, «Photos»): a directory or an S3-compatible bucket (here a
// real S3 REST server, s3rver), each written whole, read back, served as a stream, removed; names from outside
// refused. The whole path, upload to a served rendition and the sweep, runs on the bucket as on the directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { graphqlData } from '../../testing/graphql-over-http';
import { s3Settings, testS3Server } from '../../testing/s3-server';
import { testShop } from '../../testing/test-api';
import { directoryStore, s3Store, type MediaStore } from '../media-store';

const KEY = '0123456789abcdef0123456789abcdef';
const s3 = testS3Server();

describe.each<[string, () => MediaStore]>([
  ['a directory', () => directoryStore(mkdtempSync(path.join(tmpdir(), 'shop-store-')))],
  ['an S3-compatible bucket', () => s3.store],
])('the media store: %s', (_what, storeOf) => {
  let store: MediaStore;
  beforeAll(() => {
    store = storeOf();
  });

  it('writes a file whole, reads and streams it back with its size, and removes it; a missing one is null', async () => {
    await store.check();
    const name = `photos/${KEY}-160.jpg`;
    expect(await store.read(name)).toBeNull();
    expect(await store.open(name)).toBeNull();
    await store.put(name, Buffer.from('первые байты'), 'image/jpeg');
    await store.put(name, Buffer.from('те же байты снова'), 'image/jpeg');
    expect((await store.read(name))?.toString()).toBe('те же байты снова');
    const opened = await store.open(name);
    expect(opened?.size).toBe(Buffer.byteLength('те же байты снова'));
    expect(await text(opened!.body)).toBe('те же байты снова');
    await store.remove([name, `originals/${KEY}`]);
    expect(await store.read(name)).toBeNull();
  });

  it.each([
    '../etc/passwd',
    `photos/../originals/${KEY}`,
    `/photos/${KEY}-160.jpg`,
    `other/${KEY}`,
    `photos/${KEY}-160.svg`,
  ])('refuses the name %j before it reaches the store', async (name) => {
    await expect(store.put(name, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Not a media file name/);
    await expect(store.read(name)).rejects.toThrow(/Not a media file name/);
    await expect(store.remove([name])).rejects.toThrow(/Not a media file name/);
  });
});

it('a bucket that is not there fails the start’s check, saying so', async () => {
  await expect(s3Store(s3Settings(s3.endpoint, 'no-such-bucket')).check()).rejects.toThrow();
});

describe('photos kept in an S3-compatible bucket', () => {
  const shop = testShop('pglite', {
    mediaStore: {
      description: 'the suite’s bucket',
      check: () => s3.store.check(),
      put: (...args) => s3.store.put(...args),
      read: (name) => s3.store.read(name),
      open: (name) => s3.store.open(name),
      remove: (names) => s3.store.remove(names),
    },
    staff: { content: ['s3-content@shop.test', { isSeller: true, isContent: true }] },
  });

  it('an upload is rendered into the bucket and served from it, immutable; the sweep removes its objects', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const answer = await fetch(`${shop.base}/media/photos`, {
      method: 'POST',
      body: photo as BodyInit,
      headers: { authorization: `Bearer ${shop.tokens.content}` },
    });
    expect(answer.status).toBe(201);
    const { key } = ((await answer.json()) as { photo: { key: string } }).photo;
    await shop.api.photoWorker.process(key);
    const { photos } = await graphqlData<{ photos: { status: string; address: string }[] }>(
      shop.base,
      'query Photos($keys: [String!]!) { photos(keys: $keys) { status address } }',
      { keys: [key] },
      shop.tokens.content,
    );
    expect(photos).toEqual([{ status: 'READY', address: `/media/photos/${key}-400x300.jpg` }]);
    const served = await fetch(`${shop.base}/media/photos/${key}-320.avif`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/avif');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);
    expect(await s3.store.read(`originals/${key}`)).not.toBeNull();

    await shop.database.query("UPDATE photos SET uploaded_at = now() - interval '2 days'");
    expect(await shop.api.photoWorker.sweep()).toBe(1);
    expect(await s3.store.read(`originals/${key}`)).toBeNull();
    expect(await s3.store.read(`photos/${key}-320.avif`)).toBeNull();
    expect((await fetch(`${shop.base}/media/photos/${key}-320.avif`)).status).toBe(404);
  });
});
