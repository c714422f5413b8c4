/**
 * @jest-environment node
 */
// A remote's server serves its releases (docs/decisions/0007-independent-releases.md): each
// version from its own folder, every file immutable, nothing outside a version's client/.
import { createServer, type Server } from 'node:http';
import express from 'express';
import path from 'node:path';
import { parseEnv } from '../config';
import { loadedServerSides, MAX_SERVED_RELEASES, releaseFiles, releaseServerSide } from '../releases';
import { remoteServerEnv } from '../static-remote';
import { close, fakeBuild, get, listen, portOf, serveCartRemote } from '../testing';

const A = '0.1.0-aaaaaaaaaa';
const B = '0.1.0-bbbbbbbbbb';

describe('a remote’s releases', () => {
  let server: Server;
  let url: string;
  let releasesDir: string;

  beforeAll(async () => {
    const dir = fakeBuild({ 'dist/remoteEntry.js': 'var cart = "dist";' });
    releasesDir = fakeBuild({
      [`cart/${A}/client/remoteEntry.js`]: 'var cart = "A";',
      [`cart/${A}/client/__federation_expose_CartPage.1234abcd.js`]: 'page A',
      [`cart/${A}/client/main.1234abcd.js.map`]: '{}',
      [`cart/${A}/server/server.js`]: 'module.exports = { secret: true };',
      [`cart/${A}/release.json`]: '{}',
      [`cart/${B}/client/remoteEntry.js`]: 'var cart = "B";',
      [`auth/${A}/client/remoteEntry.js`]: 'var auth = "A";',
    });
    ({ server, url } = await serveCartRemote(dir, releasesDir));
  });
  afterAll(() => close(server));

  it('serves each version from its own folder, every file immutable, beside the plain build', async () => {
    const a = await get(`${url}/releases/${A}/remoteEntry.js`);
    expect([a.status, a.body, a.headers['cache-control']]).toEqual([
      200,
      'var cart = "A";',
      'public, max-age=31536000, immutable',
    ]);
    expect((await get(`${url}/releases/${B}/remoteEntry.js`)).body).toBe('var cart = "B";');
    expect((await get(`${url}/releases/${A}/__federation_expose_CartPage.1234abcd.js`)).body).toBe('page A');
    const plain = await get(`${url}/remoteEntry.js`);
    expect([plain.body, plain.headers['cache-control']]).toEqual(['var cart = "dist";', 'no-cache']);
  });

  it.each([
    ['a version never released', `/releases/0.1.0-cccccccccc/remoteEntry.js`],
    ['a file the release does not have', `/releases/${A}/nothing.js`],
    ['a source map', `/releases/${A}/main.1234abcd.js.map`],
    ['the server side', `/releases/${A}/../server/server.js`],
    ['the server side, escaped', `/releases/${A}/..%2Fserver%2Fserver.js`],
    ['the record', `/releases/${A}/../release.json`],
    ['another remote’s release', `/releases/${A}/../../auth/${A}/client/remoteEntry.js`],
    ['a path for a version', `/releases/..%2F..%2Fauth%2F${A}/remoteEntry.js`],
    ['a name for a version', '/releases/latest/remoteEntry.js'],
  ])('answers 404 for %s', async (_case, pathname) => {
    const answer = await get(`${url}${pathname}`);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toMatch(/secret|var auth/);
  });

  it('loads a release’s server side once per version, and nothing for what is not one', () => {
    const loaded = loadedServerSides<{ secret: boolean }>();
    const first = releaseServerSide(path.join(releasesDir, 'cart'), A, loaded);
    expect(first).toEqual({ secret: true });
    expect(releaseServerSide(path.join(releasesDir, 'cart'), A, loaded)).toBe(first);
    expect(releaseServerSide(path.join(releasesDir, 'cart'), B, loaded)).toBeNull();
    expect(releaseServerSide(path.join(releasesDir, 'cart'), '../cart', loaded)).toBeNull();
    expect(loaded.size).toBe(1);
  });

  it('keeps the server sides of a few releases loaded, whatever the number of versions asked for', () => {
    const versions = Array.from({ length: 5 }, (_, index) => `0.2.0-${String(index).repeat(10)}`);
    const many = fakeBuild(
      Object.fromEntries(
        versions.map((version) => [`cart/${version}/server/server.js`, `module.exports = { version: '${version}' };`]),
      ),
    );
    const loaded = loadedServerSides<{ version: string }>(3);
    for (const version of versions)
      expect(releaseServerSide(path.join(many, 'cart'), version, loaded)).toEqual({ version });
    expect(loaded.size).toBe(3);
    // Each version read once more is loaded again: what was let go is not answered from a stale entry.
    expect(releaseServerSide(path.join(many, 'cart'), versions[0]!, loaded)).toEqual({ version: versions[0] });
    expect(loaded.size).toBe(3);
  });
});

describe('a remote’s releases, many of them', () => {
  it(`serves them all, keeping the file servers of ${MAX_SERVED_RELEASES} at most`, async () => {
    const count = MAX_SERVED_RELEASES + 6;
    const versions = Array.from({ length: count }, (_, index) => `0.3.0-${index.toString(16).padStart(10, '0')}`);
    const releasesDir = fakeBuild(
      Object.fromEntries(
        versions.map((version) => [`cart/${version}/client/remoteEntry.js`, `var cart = "${version}";`]),
      ),
    );
    const releases = releaseFiles(path.join(releasesDir, 'cart'));
    const server = await listen(createServer(express().use(releases)));
    const url = `http://127.0.0.1:${portOf(server)}`;
    try {
      for (const version of [...versions, versions[0]!])
        expect((await get(`${url}/releases/${version}/remoteEntry.js`)).body).toBe(`var cart = "${version}";`);
      expect(releases.releasesKept()).toBe(MAX_SERVED_RELEASES);
    } finally {
      await close(server);
    }
  });
});

describe('RELEASES_DIR', () => {
  it.each(['releases', './releases', '../srv/releases'])('refuses %j: not an absolute folder', (value) => {
    expect(() => parseEnv(remoteServerEnv('cart', 8082), { RELEASES_DIR: value })).toThrow(
      `RELEASES_DIR must be an absolute folder path such as /srv/shop/releases, got ${JSON.stringify(value)}`,
    );
  });

  it('is optional: unset, the remote serves its plain build only', () => {
    expect(parseEnv(remoteServerEnv('cart', 8082), {}).releasesDir).toBeUndefined();
  });
});
