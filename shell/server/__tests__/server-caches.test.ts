/**
 * @jest-environment node
 */
// What the shell's server keeps of the remotes is bounded whatever the number of addresses it is
// asked for (README: Security, "What the servers keep is bounded"): distinct keys, past the bound.
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { cacheSizes } from '@shop/web-server/cache-sizes';
import { MAX_SERVED_RELEASES } from '@shop/web-server/releases';
import { close, fakeBuild, listen, memoryLogger, portOf } from '@shop/web-server/testing';
import { remoteStylesheet } from '../inline-styles';
import { pageAssets } from '../page-preloads';
import { ShellBuilds } from '../shell-builds';

describe('the shell server’s caches of the remotes', () => {
  let remote: Server;
  let origin: string;

  beforeAll(async () => {
    // A remote whose every release answers a manifest, and every stylesheet a rule.
    remote = createServer((request, response) => {
      if (request.url?.endsWith('/mf-manifest.json'))
        response.setHeader('content-type', 'application/json').end(JSON.stringify({ exposes: [] }));
      else response.setHeader('content-type', 'text/css').end('.tile { color: #222 }');
    });
    await listen(remote);
    origin = `http://127.0.0.1:${portOf(remote)}`;
  });
  afterAll(() => close(remote));

  it('keeps 200 stylesheets at most', async () => {
    const remotes = { catalog: `${origin}/remoteEntry.js` };
    for (let index = 0; index < 260; index += 1)
      expect(await remoteStylesheet(`${origin}/page.${index.toString(16).padStart(8, '0')}.css`, remotes)).toBe(
        '.tile { color: #222 }',
      );
    expect(cacheSizes().remote_stylesheets).toEqual({ entries: 200 });
  });

  it('keeps 64 remotes’ manifests at most, one a release entry', async () => {
    for (let release = 0; release < 90; release += 1) {
      const entry = `${origin}/releases/0.1.0-${release.toString(16).padStart(10, '0')}/remoteEntry.js`;
      expect((await pageAssets('/smesiteli', { catalog: entry })).scripts).toContain(entry);
    }
    expect(cacheSizes().remote_manifests).toEqual({ entries: 64 });
  });
});

describe('the shell’s release builds', () => {
  it(`keeps ${MAX_SERVED_RELEASES} at most, however many releases are live in turn`, () => {
    const versions = Array.from(
      { length: MAX_SERVED_RELEASES + 10 },
      (_, i) => `0.1.0-${i.toString(16).padStart(10, '0')}`,
    );
    const page = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    const dir = fakeBuild({ 'dist/index.html': page });
    const releasesDir = fakeBuild(
      Object.fromEntries(versions.map((version) => [`shell/${version}/client/index.html`, page])),
    );
    const builds = new ShellBuilds({
      dir,
      root: path.join(dir, 'dist'),
      releasesDir,
      serverRender: false,
      logger: memoryLogger().logger,
    });
    for (const version of versions) expect(builds.of({ version, previousVersion: null }).version).toBe(version);
    expect(cacheSizes().shell_release_builds).toEqual({ entries: MAX_SERVED_RELEASES });
  });
});
