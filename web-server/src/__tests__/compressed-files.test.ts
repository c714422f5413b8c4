/**
 * @jest-environment node
 */
// Built files go out as the build compressed them (static-files.ts): the `.br` or `.gz` beside a
// file, byte for byte, to a browser that takes that encoding; the file itself to one that does
// not; with the cache headers of the file asked for. Through a remote's real app, its releases too.
import { rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { close, fakeBuild, serveCartRemote } from '../testing';

const RELEASE = '0.1.0-aaaaaaaaaa';
/** Big enough for the server to compress it itself when no compressed copy is beside it. */
const CHUNK = `export const catalogue = ${JSON.stringify('Смесители для раковины '.repeat(200))};`;
const ENTRY = `var cart = ${JSON.stringify('remoteEntry '.repeat(200))};`;

/** What the build writes: a file and, beside it, its compressed copies (marked, to tell them from the server's). */
const builtWithCopies = (file: string, text: string) => ({
  [file]: text,
  [`${file}.br`]: brotliCompressSync(`${text}// the build's .br`),
  [`${file}.gz`]: gzipSync(`${text}// the build's .gz`),
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function fetchRaw(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const request = httpRequest(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('a remote’s built files, compressed by the build', () => {
  let server: Server;
  let url: string;
  let dir: string;

  beforeAll(async () => {
    dir = fakeBuild({
      ...builtWithCopies('dist/__federation_expose_CartPage.1234abcd.js', CHUNK),
      ...builtWithCopies('dist/remoteEntry.js', ENTRY),
      'dist/__federation_expose_CartButton.5678abcd.js': CHUNK,
      // Beside the served folder, not in it.
      'secret.js.br': brotliCompressSync('the shop’s secret'),
    });
    ({ server, url } = await serveCartRemote(
      dir,
      fakeBuild(builtWithCopies(`cart/${RELEASE}/client/remoteEntry.js`, ENTRY)),
    ));
  });
  afterAll(() => close(server));

  it('sends the build’s Brotli copy to a browser that takes it, as the file asked for, cached for good', async () => {
    const answer = await fetchRaw(`${url}/__federation_expose_CartPage.1234abcd.js`, 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']?.toLowerCase()).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(`${CHUNK}// the build's .br`);
  });

  it('sends the gzip copy to a browser that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await fetchRaw(`${url}/__federation_expose_CartPage.1234abcd.js`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(gzipSync(`${CHUNK}// the build's .gz`))).toBe(true);
    const plain = await fetchRaw(`${url}/__federation_expose_CartPage.1234abcd.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
  });

  it('keeps an entry’s copy revalidated like the entry', async () => {
    const answer = await fetchRaw(`${url}/remoteEntry.js`, 'br');
    expect([answer.headers['content-encoding'], answer.headers['cache-control']]).toEqual(['br', 'no-cache']);
  });

  it('compresses a file with no copy beside it as it sends it', async () => {
    const answer = await fetchRaw(`${url}/__federation_expose_CartButton.5678abcd.js`, 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(CHUNK);
  });

  it('sends a release’s copies too, immutable', async () => {
    const answer = await fetchRaw(`${url}/releases/${RELEASE}/remoteEntry.js`, 'br, gzip');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.body).toString()).toBe(`${ENTRY}// the build's .br`);
  });

  it('sees a redeploy in place at once: a copy gone is not asked for, a new one is sent', async () => {
    const file = path.join(dir, 'dist/__federation_expose_CartButton.5678abcd.js');
    writeFileSync(`${file}.gz`, gzipSync(`${CHUNK}// a new .gz`));
    const gzip = await fetchRaw(`${url}/__federation_expose_CartButton.5678abcd.js`, 'gzip');
    expect(gzip.body.equals(gzipSync(`${CHUNK}// a new .gz`))).toBe(true);
    rmSync(`${file}.gz`);
    const plain = await fetchRaw(`${url}/__federation_expose_CartButton.5678abcd.js`, 'identity');
    expect([plain.status, plain.body.toString()]).toEqual([200, CHUNK]);
  });

  it('sends a file replaced in place without its copies as it is now, never the stale copy', async () => {
    const file = path.join(dir, 'dist/remoteEntry.js');
    writeFileSync(file, 'var cart = "hotfix";');
    const answer = await fetchRaw(`${url}/remoteEntry.js`, 'br, gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('var cart = "hotfix";');
  });

  it.each([
    ['a path out of the folder', '/..%2Fsecret.js'],
    ['a malformed escape', '/main%E0%A4%A.js'],
    ['a NUL', '/remoteEntry.js%00'],
  ])('answers %s as any missing file', async (_case, pathname) => {
    const answer = await fetchRaw(`${url}${pathname}`, 'br, gzip');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});

describe('what a remote’s server never publishes, however its path is spelled', () => {
  /** A build's source maps and stamp, and dot-files a careless copy left there. */
  const unpublished = (prefix: string) => ({
    ...builtWithCopies(`${prefix}x.js`, CHUNK),
    [`${prefix}x.js.map`]: '{"version":3,"sources":["secret.ts"]}',
    [`${prefix}.build-stamp`]: 'secret stamp',
    [`${prefix}.env`]: 'SECRET=1',
    [`${prefix}.git/config`]: 'secret config',
  });
  let server: Server;
  let url: string;
  const dirs: string[] = [];

  beforeAll(async () => {
    dirs.push(fakeBuild({ ...unpublished('dist/'), ...builtWithCopies('dist/remoteEntry.js', ENTRY), 'x.txt': 'x' }));
    dirs.push(fakeBuild(unpublished(`cart/${RELEASE}/client/`)));
    ({ server, url } = await serveCartRemote(dirs[0]!, dirs[1]!));
  });
  afterAll(async () => {
    await close(server);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  describe.each(['', `/releases/${RELEASE}`])('at %j', (under) => {
    it.each([
      '/x.js.map',
      '/x.js.m%61p',
      '/x.js.ma%70',
      '/x.js%2Emap',
      '/x.js%2emap',
      '/.build-stamp',
      '/%2Ebuild-stamp',
      '/%2eenv',
      '/%2Egit/config',
      '/.git%2Fconfig',
      '/%2E%2E/x.txt',
      '/x.js%00',
      '/x.js%E0%A4%A',
    ])('answers 404 to %s', async (asked) => {
      const answer = await fetchRaw(`${url}${under}${asked}`, 'br, gzip');
      expect(answer.status).toBe(404);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).not.toMatch(/secret|SECRET|version/);
    });

    it('still serves its files, and their copies', async () => {
      const plain = await fetchRaw(`${url}${under}/x.js`);
      expect([plain.status, plain.body.toString()]).toEqual([200, CHUNK]);
      const copy = await fetchRaw(`${url}${under}/x.js`, 'br');
      expect(brotliDecompressSync(copy.body).toString()).toBe(`${CHUNK}// the build's .br`);
    });
  });
});
